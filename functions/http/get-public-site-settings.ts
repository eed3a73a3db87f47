import { getPublicSiteSettings } from '../domain/settings/settings';
import { getPublicSiteSettingsRoute } from '../../shared/api/routes/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getPublicSiteSettings: getPublicSiteSettingsRoute }, 'getPublicSiteSettings', async () =>
  getPublicSiteSettings(),
);
