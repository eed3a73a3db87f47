import { getActivePaymentMethods } from '../domain/settings/settings';
import { getActivePaymentMethodsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(getActivePaymentMethodsRoute, async () => getActivePaymentMethods());
