/** Reading store settings, falling back to the defaults field by field when a stored value is partial or damaged. */
import * as z from 'zod';
import { type ActivePaymentMethod, HelpContent, PaymentSettings, ScriptsContent, WhatsAppSettings } from '../../../shared/api/catalogue';
import { readSetting, writeSettingIfAbsent } from '../../data/settings-repo';
import { logger } from '../../lib/log';
import { SETTING_DEFAULTS, type SettingName, type StoredPaymentSettings } from './defaults';

const StoredPayment = PaymentSettings.extend({ bank_account_name: z.string() });

const SCHEMAS = {
  whatsapp: WhatsAppSettings,
  help: HelpContent,
  scripts: ScriptsContent,
  payment: StoredPayment,
} satisfies Record<SettingName, z.ZodType>;

async function read<N extends SettingName>(name: N): Promise<z.infer<(typeof SCHEMAS)[N]>> {
  const stored = await readSetting(name);
  const merged = typeof stored === 'object' && stored !== null ? { ...SETTING_DEFAULTS[name], ...stored } : SETTING_DEFAULTS[name];
  const parsed = SCHEMAS[name].safeParse(merged);
  if (!parsed.success) logger.warn(`stored setting ${name} is invalid; serving defaults`);
  return (parsed.success ? parsed.data : SETTING_DEFAULTS[name]) as z.infer<(typeof SCHEMAS)[N]>;
}

export const getWhatsAppSettings = () => read('whatsapp');
export const getHelpContent = () => read('help');
export const getScriptsContent = () => read('scripts');

/** The public fields only: the stored record may carry more. */
export async function getPublicPaymentSettings(): Promise<PaymentSettings> {
  return PaymentSettings.parse(await read('payment'));
}

/** A method is offered unless its `_enabled` flag is false; bank only when an account exists (spec §5). */
export async function getActivePaymentMethods(): Promise<ActivePaymentMethod[]> {
  const s: StoredPaymentSettings = await read('payment');
  const wallets = [
    { name: 'bkash', wallet: s.bkash, enabled: s.bkash_enabled },
    { name: 'nagad', wallet: s.nagad, enabled: s.nagad_enabled },
    { name: 'rocket', wallet: s.rocket, enabled: s.rocket_enabled },
  ];
  const methods: ActivePaymentMethod[] = wallets
    .filter((w) => w.enabled !== false && w.wallet.trim() !== '')
    .map((w) => ({ type: 'mobile', name: w.name, wallet: w.wallet }));
  if (s.bank_account.trim() !== '') {
    methods.push({
      type: 'bank',
      name: 'bank',
      bank_name: s.bank_name,
      account_number: s.bank_account,
      routing_number: s.bank_routing,
      account_name: s.bank_account_name,
    });
  }
  return methods;
}

export async function seedDefaultSettings(): Promise<void> {
  await Promise.all((Object.keys(SETTING_DEFAULTS) as SettingName[]).map((name) => writeSettingIfAbsent(name, SETTING_DEFAULTS[name])));
}
