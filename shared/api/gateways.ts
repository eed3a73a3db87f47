/**
 * Payment gateways (admin §2.15, §3 Gateway settings): a card provider (Stripe), PayPal and
 * SSLCommerz, each with an enable switch, its credentials and a mode. Secrets are sealed at rest
 * and read back as masks; the mask sent back keeps the stored value. The credentials' shape is
 * checked here (the form and the server share it) before any request goes to a provider.
 */
import * as z from './zod';

export const GATEWAY_NAMES = ['stripe', 'paypal', 'sslcommerz'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
export const GATEWAY_LABEL: Record<GatewayName, string> = { stripe: 'Stripe', paypal: 'PayPal', sslcommerz: 'SSLCommerz' };

export const GATEWAY_MODES = ['sandbox', 'live'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

const text = (label: string) => z.boundedText(label, 256);
const mode = /* @__PURE__ */ z.lazySchema(() => z.enum(GATEWAY_MODES, 'Mode must be sandbox or live'));

export const StripeGateway = /* @__PURE__ */ z.lazyStrictObject(() => ({
  enabled: z.boolean(),
  publishableKey: text('Publishable key'),
  secretKey: text('Secret key'),
  webhookSecret: text('Webhook secret'),
}));
export type StripeGateway = z.infer<typeof StripeGateway>;

export const PaypalGateway = /* @__PURE__ */ z.lazyStrictObject(() => ({
  enabled: z.boolean(),
  clientId: text('Client ID'),
  clientSecret: text('Client secret'),
  /** The webhook's id in the PayPal app: PayPal's verify-webhook-signature needs it. Optional for forms saved before it existed. */
  webhookId: z.optional(text('Webhook ID')),
  mode,
}));
export type PaypalGateway = z.infer<typeof PaypalGateway>;

export const SslcommerzGateway = /* @__PURE__ */ z.lazyStrictObject(() => ({
  enabled: z.boolean(),
  storeId: text('Store ID'),
  storePassword: text('Store password'),
  mode,
}));
export type SslcommerzGateway = z.infer<typeof SslcommerzGateway>;

/** GET and POST /api/admin/payment-gateways: the whole object, as admin §7 sends it. */
export const PaymentGateways = /* @__PURE__ */ z.lazyStrictObject(() => ({
  stripe: StripeGateway,
  paypal: PaypalGateway,
  sslcommerz: SslcommerzGateway,
}));
export type PaymentGateways = z.infer<typeof PaymentGateways>;

export const GatewayParams = /* @__PURE__ */ z.lazyStrictObject(() => ({
  name: z.enum(GATEWAY_NAMES, 'Gateway must be stripe, paypal or sslcommerz'),
}));

/** POST /api/admin/test-gateway/{name}: that gateway's settings as the form holds them. */
export const TestGatewayBody = /* @__PURE__ */ z.lazySchema(() => z.union([StripeGateway, PaypalGateway, SslcommerzGateway]));

/** What the test answers (admin §7: the reply reads success and error). */
export const TestGatewayResult = /* @__PURE__ */ z.lazyObject(() => ({
  success: z.boolean(),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
}));
export type TestGatewayResult = z.infer<typeof TestGatewayResult>;

/** The secret fields of each gateway: sealed at rest, masked on read. */
export const GATEWAY_SECRETS = {
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientSecret'],
  sslcommerz: ['storePassword'],
} as const satisfies { [N in GatewayName]: readonly (keyof PaymentGateways[N])[] };

export const DEFAULT_GATEWAYS: PaymentGateways = {
  stripe: { enabled: false, publishableKey: '', secretKey: '', webhookSecret: '' },
  paypal: { enabled: false, clientId: '', clientSecret: '', webhookId: '', mode: 'sandbox' },
  sslcommerz: { enabled: false, storeId: '', storePassword: '', mode: 'sandbox' },
};

export interface GatewayProblem {
  field: string;
  message: string;
}

const STRIPE_PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9]{8,}$/;
const STRIPE_SECRET = /^[sr]k_(test|live)_[A-Za-z0-9]{8,}$/;
const STRIPE_WEBHOOK = /^whsec_[A-Za-z0-9+/=]{8,}$/;
const PAYPAL_CREDENTIAL = /^[A-Za-z0-9_-]{10,200}$/;
const PAYPAL_WEBHOOK_ID = /^[A-Za-z0-9-]{5,64}$/;
const SSLCOMMERZ_STORE_ID = /^[A-Za-z0-9_-]{3,64}$/;

/**
 * The credentials' shape, checked before a save (when enabled) and before a test. `masked` lists
 * the secret fields sent back as a mask: what is stored stands for them, so they are not checked.
 */
export function gatewayProblems(
  name: GatewayName,
  g: PaymentGateways[GatewayName],
  masked: ReadonlySet<string> = new Set(),
): GatewayProblem[] {
  const problems: GatewayProblem[] = [];
  const need = (field: string, value: string, ok: boolean, message: string) => {
    if (masked.has(field)) return;
    if (value === '') problems.push({ field, message: message.replace(/ must .*/, ' is required') });
    else if (!ok) problems.push({ field, message });
  };
  if (name === 'stripe') {
    const s = g as StripeGateway;
    need(
      'publishableKey',
      s.publishableKey,
      STRIPE_PUBLISHABLE.test(s.publishableKey),
      'Publishable key must start with pk_test_ or pk_live_',
    );
    need('secretKey', s.secretKey, STRIPE_SECRET.test(s.secretKey), 'Secret key must start with sk_test_ or sk_live_');
    const pk = /^pk_(test|live)_/.exec(s.publishableKey)?.[1];
    const sk = /^[sr]k_(test|live)_/.exec(s.secretKey)?.[1];
    if (pk && sk && pk !== sk) problems.push({ field: 'secretKey', message: 'Use test keys or live keys for both, not one of each' });
    if (s.webhookSecret !== '' && !masked.has('webhookSecret') && !STRIPE_WEBHOOK.test(s.webhookSecret)) {
      problems.push({ field: 'webhookSecret', message: 'Webhook secret must start with whsec_' });
    }
  } else if (name === 'paypal') {
    const p = g as PaypalGateway;
    need('clientId', p.clientId, PAYPAL_CREDENTIAL.test(p.clientId), 'Client ID must be 10 to 200 letters, digits, - or _');
    need('clientSecret', p.clientSecret, PAYPAL_CREDENTIAL.test(p.clientSecret), 'Client secret must be 10 to 200 letters, digits, - or _');
    if (p.webhookId && !PAYPAL_WEBHOOK_ID.test(p.webhookId)) {
      problems.push({ field: 'webhookId', message: 'Webhook ID must be 5 to 64 letters, digits or -' });
    }
  } else {
    const s = g as SslcommerzGateway;
    need('storeId', s.storeId, SSLCOMMERZ_STORE_ID.test(s.storeId), 'Store ID must be 3 to 64 letters, digits, - or _');
    need('storePassword', s.storePassword, s.storePassword.length >= 4, 'Store password must be at least 4 characters');
  }
  return problems;
}
