/**
 * Store settings: read with a field-by-field fallback to the defaults when a stored value is
 * partial or damaged, and saved whole by an admin. Every read goes to the table (one GetItem), so a
 * save shows in every public read at once.
 */
import type * as z from '../../../shared/api/zod';
import { type ActivePaymentMethod, HelpContent, PaymentSettings, ScriptsContent, WhatsAppSettings } from '../../../shared/api/catalogue';
import {
  isMasked,
  paymentSettingsProblems,
  SystemSettings,
  systemSettingsProblems,
  WALLETS,
  type PaymentSettingsBody,
  type PublicSiteSettings,
  type SystemSettingsBody,
  type WhatsAppSettingsBody,
} from '../../../shared/api/settings';
import { readSetting, writeSetting, writeSettingIfAbsent } from '../../data/settings-repo';
import { logger } from '../../lib/log';
import { isSealed, maskOfSealed, secretsBox, SMTP_PASSWORD_CONTEXT } from '../../lib/secrets-box';
import { ValidationError } from '../../kernel/errors';
import { DEMO_PAYMENT_SETTINGS, DEMO_WHATSAPP, SETTING_DEFAULTS, type SettingName } from './defaults';
import { rememberMaintenance, SYSTEM_SETTING } from './maintenance';
import { rememberSystemSettings } from './system-settings';

const SCHEMAS = {
  whatsapp: WhatsAppSettings,
  help: HelpContent,
  scripts: ScriptsContent,
  payment: PaymentSettings,
  [SYSTEM_SETTING]: SystemSettings,
} satisfies Record<SettingName, z.ZodMiniType>;

type SettingValue<N extends SettingName> = z.infer<(typeof SCHEMAS)[N]>;

async function read<N extends SettingName>(name: N): Promise<SettingValue<N>> {
  return settingFrom(name, await readSetting(name));
}

/** The system settings from their stored value (read by the caller with other items): the same fallbacks as a read. */
export const systemSettingsFrom = (stored: unknown) => settingFrom(SYSTEM_SETTING, stored);

function settingFrom<N extends SettingName>(name: N, stored: unknown): SettingValue<N> {
  const merged = typeof stored === 'object' && stored !== null ? { ...SETTING_DEFAULTS[name], ...stored } : SETTING_DEFAULTS[name];
  const parsed = SCHEMAS[name].safeParse(merged);
  if (!parsed.success) logger.warn(`stored setting ${name} is invalid; serving defaults`);
  return (parsed.success ? parsed.data : SETTING_DEFAULTS[name]) as SettingValue<N>;
}

export const getWhatsAppSettings = () => read('whatsapp');
export const getScriptsContent = () => read('scripts');

/** The help page's chat number is the support chat's, so the footer, widget and help page agree. */
export async function getHelpContent(): Promise<HelpContent> {
  const [help, whatsapp] = await Promise.all([read('help'), read('whatsapp')]);
  return { ...help, whatsappNumber: whatsapp.enabled ? whatsapp.phoneNumber : '' };
}

export const getPublicPaymentSettings = (): Promise<PaymentSettings> => read('payment');

/**
 * A method is offered when enabled with a number; bank only when an account exists (spec §5);
 * card while the Stripe gateway is enabled with its keys (Gateway Setup).
 */
export async function getActivePaymentMethods(): Promise<ActivePaymentMethod[]> {
  const [s, gateways] = await Promise.all([read('payment'), import('../integrations/gateways').then((m) => m.enabledGateways())]);
  const methods: ActivePaymentMethod[] = WALLETS.filter((w) => s[`${w}_enabled`] !== false && s[w].trim() !== '').map((w) => ({
    type: 'mobile',
    name: w,
    wallet: s[w],
  }));
  if (s.bank_account.trim() !== '') {
    methods.push({
      type: 'bank',
      name: 'bank',
      bank_name: s.bank_name,
      account_number: s.bank_account,
      routing_number: s.bank_routing,
    });
  }
  if (gateways.includes('stripe')) methods.push({ type: 'card', name: 'stripe' });
  for (const name of ['paypal', 'sslcommerz'] as const) if (gateways.includes(name)) methods.push({ type: 'gateway', name });
  return methods;
}

/** A body with rules across fields broken: 400 with the first problem's message, naming each field. */
function refuseProblems(problems: readonly { field: string; message: string }[]): void {
  if (problems.length === 0) return;
  throw new ValidationError(
    problems[0]!.message,
    problems.map((p) => ({ path: `body.${p.field}`, message: p.message })),
  );
}

/**
 * Replaces the payment settings in one write, so buyers never see half a change; refuses the
 * whole body when a rule across fields fails (400 naming each field).
 */
export async function savePaymentSettings(body: PaymentSettingsBody, adminId: string): Promise<PaymentSettings> {
  refuseProblems(paymentSettingsProblems(body));
  const value = PaymentSettings.parse(body);
  await writeSetting('payment', value, adminId);
  return value;
}

export async function saveWhatsAppSettings(body: WhatsAppSettingsBody, adminId: string): Promise<WhatsAppSettings> {
  const value = WhatsAppSettings.parse(body);
  await writeSetting('whatsapp', value, adminId);
  return value;
}

/** The system settings for the admin screen: the SMTP password never leaves, only its mask. */
export async function getSystemSettings(): Promise<SystemSettings> {
  const stored = await read('system');
  return { ...stored, smtpPassword: maskOfSealed(stored.smtpPassword) };
}

/** What every visitor's page reads first: the brand, the contact addresses, maintenance mode and the bell switch. */
export async function getPublicSiteSettings(): Promise<PublicSiteSettings> {
  const s = await read('system');
  return {
    siteName: s.siteName,
    siteDescription: s.siteDescription,
    contactEmail: s.contactEmail,
    supportEmail: s.supportEmail,
    address: s.address,
    currency: s.currency,
    maintenanceMode: s.maintenanceMode,
    enableNotifications: s.enableNotifications,
    allowGuestCheckout: s.allowGuestCheckout,
  };
}

/**
 * Replaces the system settings in one write. A masked SMTP password (what a read showed) keeps
 * the stored one, so saving the form unchanged never wipes the secret; a new one is sealed
 * (functions/lib/secrets-box.ts) before it is stored. This container follows the
 * new maintenance flag at once; others within the maintenance cache's window.
 */
export async function saveSystemSettings(body: SystemSettingsBody, adminId: string): Promise<SystemSettings> {
  refuseProblems(systemSettingsProblems(body));
  const kept = isMasked(body.smtpPassword) ? (await read('system')).smtpPassword : body.smtpPassword;
  // A password stored in clear before encryption existed is sealed by the first save after it.
  const smtpPassword = kept === '' || isSealed(kept) ? kept : await secretsBox().seal(kept, SMTP_PASSWORD_CONTEXT);
  const value = SystemSettings.parse({ ...body, smtpPassword });
  await writeSetting(SYSTEM_SETTING, value, adminId);
  rememberMaintenance(value.maintenanceMode);
  rememberSystemSettings(value);
  return { ...value, smtpPassword: maskOfSealed(value.smtpPassword) };
}

/** The local demo store: sample settings written once, never over what an admin saved. */
export async function seedDefaultSettings(): Promise<void> {
  const demo: Record<SettingName, unknown> = { ...SETTING_DEFAULTS, whatsapp: DEMO_WHATSAPP, payment: DEMO_PAYMENT_SETTINGS };
  await Promise.all((Object.keys(demo) as SettingName[]).map((name) => writeSettingIfAbsent(name, demo[name])));
}
