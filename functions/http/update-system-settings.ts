import { saveSystemSettings } from '../domain/settings/settings';
import { updateSystemSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(updateSystemSettingsRoute, async ({ body, user }) => saveSystemSettings(body, user.userId));
