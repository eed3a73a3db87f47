import { savePaymentSettings } from '../domain/settings/settings';
import { updatePaymentSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(updatePaymentSettingsRoute, async ({ body, user }) => savePaymentSettings(body, user.userId));
