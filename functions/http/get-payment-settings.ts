import { getPublicPaymentSettings } from '../domain/settings/settings';
import { getPaymentSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(getPaymentSettingsRoute, async () => getPublicPaymentSettings());
