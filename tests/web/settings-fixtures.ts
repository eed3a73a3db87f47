import type { PublicSiteSettings, SystemSettings } from '../../shared/api/settings';
import { apiUser, fakeToken, mockApi, type Handler, type MockResponse } from './render-app';

/** System settings as GET /api/admin/settings answers them: SMTP off and the texts blank unless overridden. */
export const systemSettings = (overrides: Partial<SystemSettings> = {}): SystemSettings => ({
  siteName: 'Beat Bazaar',
  siteDescription: '',
  siteUrl: '',
  contactEmail: '',
  supportEmail: '',
  address: '',
  currency: 'USD',
  commissionRate: 10,
  minPrice: 5,
  maxPrice: 500,
  allowGuestCheckout: true,
  requireEmailVerification: true,
  enableNotifications: true,
  maintenanceMode: false,
  maxFileSize: 50,
  allowedFormats: ['mp3', 'wav', 'flac'],
  autoApproveUploads: false,
  enableReviews: true,
  enableSMTP: false,
  smtpHost: '',
  smtpPort: 587,
  smtpUser: '',
  smtpPassword: '',
  ...overrides,
});

/** Signs Ada Admin in and answers the settings screen's reads with `stored`, plus `handlers`. */
export function settingsAdmin(stored: SystemSettings, handlers: Record<string, MockResponse | Handler> = {}) {
  localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
  return mockApi({
    getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
    getSystemSettings: { body: stored },
    ...handlers,
  });
}

/** The public settings as GET /api/settings/public answers them: SoundMarket in USD unless overridden. */
export const publicSiteSettings = (overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings => ({
  siteName: 'SoundMarket',
  siteDescription: '',
  contactEmail: '',
  supportEmail: '',
  address: '',
  currency: 'USD',
  maintenanceMode: false,
  enableNotifications: true,
  ...overrides,
});
