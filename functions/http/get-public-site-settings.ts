import { getPublicSiteSettings } from '../domain/settings/settings';
import { getPublicSiteSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from './endpoint';

export const handler = endpoint(getPublicSiteSettingsRoute, async () => getPublicSiteSettings());
