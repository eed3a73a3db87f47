/** Store settings as served while none is stored, and the demo store's as the local seed writes them. */
import type { HelpContent, PaymentSettings, ScriptsContent, WhatsAppSettings } from '../../../shared/api/catalogue';
import { MIN_PAYOUT_DEFAULT_BDT, type SystemSettings } from '../../../shared/api/settings';
import { HELP_TEXT_DEFAULTS } from '../../../shared/help-defaults';

/**
 * The demo store's payment details (and its support chat, `DEMO_WHATSAPP`), written once by the
 * local seed (`seedDemoSettings`) so a fresh `npm start` can take payments; an admin replaces them
 * on /admin/payment-settings and /admin/whatsapp. Never served as a fallback.
 */
export const DEMO_PAYMENT_SETTINGS: PaymentSettings = {
  bkash: '01712345678',
  bkash_enabled: true,
  nagad: '01812345678',
  nagad_enabled: true,
  rocket: '01912345678',
  rocket_enabled: true,
  bank_name: 'Dutch-Bangla Bank',
  bank_account: '1234567890123',
  bank_routing: '090261234',
};

export const DEFAULT_HELP: HelpContent = {
  ...HELP_TEXT_DEFAULTS,
  /** Served as the support chat's number (`getHelpContent`), so every page shows the same one. */
  whatsappNumber: '',
  /** An empty phone shows the support chat's number. */
  contactInfo: { email: 'support@musicmarketplace.example', phone: '', hours: 'Sat–Thu, 10:00–19:00 (GMT+6)' },
};

export const DEFAULT_SCRIPTS: ScriptsContent = { header: [], footer: [] };

/**
 * What a store that nobody has configured offers: no wallet, no bank account. Buyers then see
 * that the store has not published its details, never a made-up number (issue 11).
 */
export const UNCONFIGURED_PAYMENT_SETTINGS: PaymentSettings = {
  bkash: '',
  bkash_enabled: false,
  nagad: '',
  nagad_enabled: false,
  rocket: '',
  rocket_enabled: false,
  bank_name: '',
  bank_account: '',
  bank_routing: '',
};

/** Support chat stays hidden until an admin gives it a number. */
export const UNCONFIGURED_WHATSAPP: WhatsAppSettings = {
  enabled: false,
  phoneNumber: '',
  message: 'Hello! I need help with my music purchase.',
};

/** The demo store's support chat: the unconfigured one, given a number and shown. */
export const DEMO_WHATSAPP: WhatsAppSettings = { ...UNCONFIGURED_WHATSAPP, enabled: true, phoneNumber: '8801712345678' };

/** Admin §3 and §9: the system settings form's defaults. */
export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  siteName: 'SoundMarket',
  siteDescription: 'Preview, buy and license music from independent artists.',
  siteUrl: '',
  contactEmail: '',
  supportEmail: '',
  address: '',
  currency: 'USD',
  commissionRate: 10,
  minPrice: 5,
  maxPrice: 500,
  minPayout: MIN_PAYOUT_DEFAULT_BDT,
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
};

/** Served for a setting that has no stored item. */
export const SETTING_DEFAULTS = {
  whatsapp: UNCONFIGURED_WHATSAPP,
  help: DEFAULT_HELP,
  scripts: DEFAULT_SCRIPTS,
  payment: UNCONFIGURED_PAYMENT_SETTINGS,
  system: DEFAULT_SYSTEM_SETTINGS,
} as const;
export type SettingName = keyof typeof SETTING_DEFAULTS;
