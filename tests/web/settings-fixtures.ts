import type { PublicSiteSettings, SystemSettings } from '../../shared/api/settings';
import { DEFAULT_SYSTEM_SETTINGS } from '../../functions/domain/settings/defaults';
import { SITE_DEFAULTS } from '../../web/src/components/layouts/site-settings';
import { type Handler, mockAdminApi, type MockResponse } from './render-app';

/** System settings as GET /api/admin/settings answers them: the store's defaults, with a test site name and no description. */
export const systemSettings = (overrides: Partial<SystemSettings> = {}): SystemSettings => ({
  ...DEFAULT_SYSTEM_SETTINGS,
  siteName: 'Beat Bazaar',
  siteDescription: '',
  ...overrides,
});

/** Signs Ada Admin in and answers the settings screen's reads with `stored`, plus `handlers`. */
export function settingsAdmin(stored: SystemSettings, handlers: Record<string, MockResponse | Handler> = {}) {
  return mockAdminApi({
    getSystemSettings: { body: stored },
    ...handlers,
  });
}

/** The public settings as GET /api/settings/public answers them: SoundMarket in USD unless overridden. */
export const publicSiteSettings = (overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings => ({
  ...SITE_DEFAULTS,
  siteName: 'SoundMarket',
  siteDescription: '',
  ...overrides,
});
