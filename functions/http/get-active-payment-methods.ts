import { getActivePaymentMethods } from '../domain/settings/settings';
import { settingsRoutes } from '../../shared/api/routes/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(settingsRoutes, 'getActivePaymentMethods', async () => getActivePaymentMethods());
