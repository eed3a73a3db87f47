import { getSystemSettings } from '../domain/settings/settings';
import { getSystemSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(getSystemSettingsRoute, async () => getSystemSettings());
