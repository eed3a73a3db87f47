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

const walletNumber = (wallet: Wallet) =>
  /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.refine(
      (n) => n === '' || BD_MOBILE.test(n),
      `${WALLET_LABEL[wallet]} number must be a Bangladeshi mobile number like 01XXXXXXXXX`,
    ),
  );

/** PUT /api/admin/payment-settings: every field of admin §3 Payment settings, nothing else. */
export const PaymentSettingsBody = /* @__PURE__ */ z.strictObject({
  bkash: walletNumber('bkash'),
  bkash_enabled: /* @__PURE__ */ z.boolean(),
  nagad: walletNumber('nagad'),
  nagad_enabled: /* @__PURE__ */ z.boolean(),
  rocket: walletNumber('rocket'),
  rocket_enabled: /* @__PURE__ */ z.boolean(),
  bank_name: /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.maxLength(100, 'Bank name must be at most 100 characters'),
    /* @__PURE__ */ z.refine((n) => n === '' || BANK_NAME.test(n), "Bank name may hold only letters, digits, spaces and . , & ' ( ) -"),
  ),
  bank_account: /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.refine((n) => n === '' || BANK_ACCOUNT.test(n), 'Bank account number must be 8 to 20 digits'),
  ),
  bank_routing: /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.refine((n) => n === '' || BANK_ROUTING.test(n), 'Routing number must be 9 digits'),
  ),
});
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
export const WhatsAppSettingsBody = /* @__PURE__ */ z.strictObject({
  enabled: /* @__PURE__ */ z.boolean(),
  phoneNumber: /* @__PURE__ */ z.string().check(
    /* @__PURE__ */ z.trim(),
    /* @__PURE__ */ z.refine(
      (n) => WHATSAPP_NUMBER.test(n),
      'Phone number must be 8 to 15 digits with the country code and no plus sign, e.g. 8801XXXXXXXXX',
    ),
  ),
  message: /* @__PURE__ */ z
    .string()
    .check(
      /* @__PURE__ */ z.trim(),
      /* @__PURE__ */ z.maxLength(WHATSAPP_MESSAGE_MAX, `Message must be at most ${WHATSAPP_MESSAGE_MAX} characters`),
    ),
});
export type WhatsAppSettingsBody = z.infer<typeof WhatsAppSettingsBody>;
