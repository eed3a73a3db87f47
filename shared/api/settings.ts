/**
 * The admin's writes of the store settings (admin §2.14, §2.16, §3): wallet numbers, bank account
 * and the support chat. The field formats live in the schemas; the rules across fields live in
 * `paymentSettingsProblems`, which the server enforces and the admin form shows before sending.
 */
import type { PaymentSettings } from './catalogue';
import * as z from './zod';

export const WALLETS = ['bkash', 'nagad', 'rocket'] as const;
export type Wallet = (typeof WALLETS)[number];

export const WALLET_LABEL: Record<Wallet, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' };

/** A Bangladeshi mobile number as the wallets use it: 01, an operator digit 3–9, eight more digits. */
export const BD_MOBILE = /^01[3-9]\d{8}$/;
/** Bangladesh Bank routing numbers have nine digits. */
export const BANK_ROUTING = /^\d{9}$/;
export const BANK_ACCOUNT = /^\d{8,20}$/;
/** Letters (any script), digits, spaces and the punctuation bank names use. */
export const BANK_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .,&'()-]*$/u;
/** wa.me wants the full international number as bare digits: country code first, no plus. */
export const WHATSAPP_NUMBER = /^\d{8,15}$/;
export const WHATSAPP_MESSAGE_MAX = 500;
const WHATSAPP_MESSAGE_TOO_LONG = `Message must be at most ${WHATSAPP_MESSAGE_MAX} characters`;

const walletNumber = (wallet: Wallet) =>
  /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.refine(
      (n) => n === '' || BD_MOBILE.test(n),
      `${WALLET_LABEL[wallet]} number must be a Bangladeshi mobile number like 01XXXXXXXXX`,
    ),
  );

/** PUT /api/admin/payment-settings: every field of admin §3 Payment settings, nothing else. */
export const PaymentSettingsBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  bkash: walletNumber('bkash'),
  bkash_enabled: z.boolean(),
  nagad: walletNumber('nagad'),
  nagad_enabled: z.boolean(),
  rocket: walletNumber('rocket'),
  rocket_enabled: z.boolean(),
  bank_name: z.string().check(
    z.trim(),
    z.maxLength(100, 'Bank name must be at most 100 characters'),
    z.refine((n) => n === '' || BANK_NAME.test(n), "Bank name may hold only letters, digits, spaces and . , & ' ( ) -"),
  ),
  bank_account: z.string().check(
    z.trim(),
    z.refine((n) => n === '' || BANK_ACCOUNT.test(n), 'Bank account number must be 8 to 20 digits'),
  ),
  bank_routing: z.string().check(
    z.trim(),
    z.refine((n) => n === '' || BANK_ROUTING.test(n), 'Routing number must be 9 digits'),
  ),
}));
export type PaymentSettingsBody = z.infer<typeof PaymentSettingsBody>;

export interface FieldProblem {
  field: keyof PaymentSettings;
  message: string;
}

export const NO_METHOD_ENABLED = 'Keep at least one payment method enabled';

/**
 * The rules across fields (issue 11): an enabled wallet needs its number; a bank account needs the
 * bank's name and routing number (and they mean nothing without it); at least one method stays on.
 * Bank is offered exactly when an account number is set (public-and-buyer §5).
 */
export function paymentSettingsProblems(s: PaymentSettings): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const wallet of WALLETS) {
    if (s[`${wallet}_enabled`] && s[wallet].trim() === '') {
      problems.push({ field: wallet, message: `Enter the ${WALLET_LABEL[wallet]} number or turn ${WALLET_LABEL[wallet]} off` });
    }
  }
  const account = s.bank_account.trim();
  if (account !== '') {
    if (s.bank_name.trim() === '') problems.push({ field: 'bank_name', message: 'Enter the bank name for the bank account' });
    if (s.bank_routing.trim() === '') problems.push({ field: 'bank_routing', message: 'Enter the routing number for the bank account' });
  } else if (s.bank_name.trim() !== '' || s.bank_routing.trim() !== '') {
    problems.push({ field: 'bank_account', message: 'Enter the bank account number, or clear the bank details' });
  }
  const anyWallet = WALLETS.some((w) => s[`${w}_enabled`] && s[w].trim() !== '');
  if (!anyWallet && account === '') problems.push({ field: 'bkash_enabled', message: NO_METHOD_ENABLED });
  return problems;
}

/** POST /api/settings/whatsapp (admin §3 WhatsApp settings). */
export const WhatsAppSettingsBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  enabled: z.boolean(),
  phoneNumber: z.string().check(
    z.trim(),
    z.refine(
      (n) => WHATSAPP_NUMBER.test(n),
      'Phone number must be 8 to 15 digits with the country code and no plus sign, e.g. 8801XXXXXXXXX',
    ),
  ),
  message: z.string().check(z.trim(), z.maxLength(WHATSAPP_MESSAGE_MAX, WHATSAPP_MESSAGE_TOO_LONG)),
}));
export type WhatsAppSettingsBody = z.infer<typeof WhatsAppSettingsBody>;

// ---------------------------------------------------------------------------------------------
// System settings (admin §2.13, §3 "System settings form", §5 "Business settings inputs")
// ---------------------------------------------------------------------------------------------

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;
export const AUDIO_FORMATS = ['mp3', 'wav', 'flac'] as const;
/** What a read shows in place of a stored secret: the mask and the last four characters. */
export const SECRET_MASK = '••••';

const isCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const emailOrEmpty = (label: string) =>
  /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.maxLength(254, `${label} must be at most 254 characters`),
    /* @__PURE__ */ z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), `${label} must be an email address`),
  );
const price = (label: string) =>
  /* @__PURE__ */ z
    .number(`${label} must be a number`)
    .check(
      /* @__PURE__ */ z.gte(0, `${label} must be at least 0`),
      /* @__PURE__ */ z.lte(1_000_000, `${label} must be at most 1,000,000`),
      /* @__PURE__ */ z.refine(isCents, `${label} must be in steps of 0.01`),
    );

/** The store's minimum payout in taka until an admin sets another (issue 24: ৳1,000). */
export const MIN_PAYOUT_DEFAULT_BDT = 1000;
const MIN_PAYOUT_MAX_BDT = 1_000_000;
const MIN_PAYOUT_MAX_LABEL = '1,000,000';

/** PUT /api/admin/settings: every field of the system settings form, nothing else. */
export const SystemSettingsBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  siteName: z.string().check(z.trim(), z.minLength(1, 'Site name is required'), z.maxLength(60, 'Site name must be at most 60 characters')),
  siteDescription: z.boundedText('Site description', 500),
  siteUrl: z.string().check(
    z.trim(),
    z.maxLength(200, 'Site URL must be at most 200 characters'),
    z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Site URL must start with http:// or https://'),
  ),
  contactEmail: emailOrEmpty('Contact email'),
  supportEmail: emailOrEmpty('Support email'),
  /** The office's postal address, one line per line; shown on Contact, the footer and the support widget. Empty: none. */
  address: z.boundedText('Office address', 300),
  currency: z.enum(CURRENCIES, 'Currency must be one of USD, EUR, GBP, BDT'),
  commissionRate: z
    .number('Commission rate must be a number')
    .check(z.gte(0, 'Commission rate must be between 0 and 100'), z.lte(100, 'Commission rate must be between 0 and 100')),
  minPrice: price('Minimum price'),
  maxPrice: price('Maximum price'),
  /** Taka: the least an artist's payout request may ask for (issue 24); artists are paid in taka. */
  minPayout: z
    .number('Minimum payout must be a number')
    .check(
      z.int('Minimum payout must be a whole number of taka'),
      z.gte(0, `Minimum payout must be between 0 and ${MIN_PAYOUT_MAX_LABEL}`),
      z.lte(MIN_PAYOUT_MAX_BDT, `Minimum payout must be between 0 and ${MIN_PAYOUT_MAX_LABEL}`),
    ),
  allowGuestCheckout: z.boolean(),
  requireEmailVerification: z.boolean(),
  enableNotifications: z.boolean(),
  maintenanceMode: z.boolean(),
  /** Megabytes. */
  maxFileSize: z
    .number('Maximum file size must be a number')
    .check(
      z.int('Maximum file size must be a whole number of MB'),
      z.gte(1, 'Maximum file size must be at least 1 MB'),
      z.lte(5000, 'Maximum file size must be at most 5000 MB'),
    ),
  allowedFormats: z.array(z.enum(AUDIO_FORMATS, 'Allowed formats may only be mp3, wav or flac')).check(
    z.minLength(1, 'Allow at least one format'),
    z.refine((a) => new Set(a).size === a.length, 'Allowed formats must not repeat'),
  ),
  autoApproveUploads: z.boolean(),
  enableReviews: z.boolean(),
  enableSMTP: z.boolean(),
  smtpHost: z.string().check(
    z.trim(),
    z.maxLength(253, 'SMTP host must be at most 253 characters'),
    z.refine((v) => v === '' || /^[A-Za-z0-9.-]+$/.test(v), 'SMTP host must be a host name or address'),
  ),
  smtpPort: z
    .number('SMTP port must be a number')
    .check(
      z.int('SMTP port must be a whole number'),
      z.gte(1, 'SMTP port must be between 1 and 65535'),
      z.lte(65535, 'SMTP port must be between 1 and 65535'),
    ),
  smtpUser: z.boundedText('SMTP user', 254),
  /** The stored password, a new one, or the mask a read gave (which keeps the stored one). */
  smtpPassword: z.string().check(z.maxLength(256, 'SMTP password must be at most 256 characters')),
}));
export type SystemSettingsBody = z.infer<typeof SystemSettingsBody>;

/** What a read returns: the same fields, the SMTP password masked. */
export const SystemSettings = /* @__PURE__ */ z.lazyObject(() => ({
  siteName: z.string(),
  siteDescription: z.string(),
  siteUrl: z.string(),
  contactEmail: z.string(),
  supportEmail: z.string(),
  address: z.string(),
  currency: z.enum(CURRENCIES),
  commissionRate: z.number(),
  minPrice: z.number(),
  maxPrice: z.number(),
  minPayout: z.number(),
  allowGuestCheckout: z.boolean(),
  requireEmailVerification: z.boolean(),
  enableNotifications: z.boolean(),
  maintenanceMode: z.boolean(),
  maxFileSize: z.number(),
  allowedFormats: z.array(z.enum(AUDIO_FORMATS)),
  autoApproveUploads: z.boolean(),
  enableReviews: z.boolean(),
  enableSMTP: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpUser: z.string(),
  smtpPassword: z.string(),
}));
export type SystemSettings = z.infer<typeof SystemSettings>;

/** GET /api/settings/public: what every visitor's page needs before anything else. */
export const PublicSiteSettings = /* @__PURE__ */ z.lazyObject(() => ({
  siteName: z.string(),
  siteDescription: z.string(),
  contactEmail: z.string(),
  supportEmail: z.string(),
  /** The office's postal address, lines separated by newlines; empty when the admin gave none. */
  address: z.string(),
  currency: z.enum(CURRENCIES),
  maintenanceMode: z.boolean(),
  /** Off: the header shows no notifications bell. */
  enableNotifications: z.boolean(),
  /** On: a signed-out visitor can buy with an email (guest checkout). */
  allowGuestCheckout: z.optional(z.boolean()),
}));
export type PublicSiteSettings = z.infer<typeof PublicSiteSettings>;

export interface SystemFieldProblem {
  field: keyof SystemSettings;
  message: string;
}

/** The rules across fields, enforced by the server and shown by the admin form before sending. */
export function systemSettingsProblems(s: SystemSettingsBody): SystemFieldProblem[] {
  const problems: SystemFieldProblem[] = [];
  if (s.minPrice > s.maxPrice) problems.push({ field: 'minPrice', message: 'Minimum price must not exceed the maximum price' });
  if (s.enableSMTP && s.smtpHost.trim() === '') problems.push({ field: 'smtpHost', message: 'Enter the SMTP host or turn SMTP off' });
  return problems;
}

/** `••••` and the last four characters (only the mask for a secret under 8, so most of it stays hidden); empty for none. */
export const maskSecret = (secret: string): string => (secret === '' ? '' : `${SECRET_MASK}${secret.length >= 8 ? secret.slice(-4) : ''}`);

/** A secret field sent back as a read showed it: keep what is stored. */
export const isMasked = (value: string): boolean => value.startsWith(SECRET_MASK);
