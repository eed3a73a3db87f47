/**
 * Payment gateway settings (admin §2.15): saved whole, secrets sealed, read back masked; and the
 * Test Connection, which checks the credentials' shape and then asks the provider itself
 * (gateway-probe.ts). A provider that cannot be reached is reported as such, never as a success.
 */
import {
  DEFAULT_GATEWAYS,
  GATEWAY_NAMES,
  GATEWAY_SECRETS,
  gatewayProblems,
  PaymentGateways,
  type GatewayName,
  type TestGatewayResult,
} from '../../../shared/api/gateways';
import { isMasked } from '../../../shared/api/settings';
import { readSetting, writeSetting } from '../../data/settings-repo';
import { logger } from '../../lib/log';
import { maskOfSealed, secretsBox } from '../../lib/secrets-box';
import { UnprocessableError, ValidationError } from '../../kernel/errors';
import { probeGateway } from './gateway-probe';

const GATEWAYS_SETTING = 'payment-gateways';

/** The box context of a gateway secret: a sealed value copied to another field will not open. */
const context = (name: GatewayName, field: string) => `gateway.${name}.${field}`;

type Gateway<N extends GatewayName> = PaymentGateways[N];
type Fields = Record<string, string | boolean>;

/** Stored settings (secrets sealed) over the defaults, gateway by gateway; a damaged one reads as the default. */
async function readStored(): Promise<PaymentGateways> {
  const stored = (await readSetting(GATEWAYS_SETTING)) as Partial<Record<GatewayName, unknown>> | undefined;
  const out = structuredClone(DEFAULT_GATEWAYS);
  for (const name of GATEWAY_NAMES) {
    const parsed = PaymentGateways.shape[name].safeParse({ ...DEFAULT_GATEWAYS[name], ...(stored?.[name] as object | undefined) });
    if (parsed.success) (out as Record<GatewayName, unknown>)[name] = parsed.data;
    else if (stored?.[name] !== undefined) logger.warn(`stored gateway ${name} is invalid; serving defaults`);
  }
  return out;
}

function masked(gateways: PaymentGateways): PaymentGateways {
  const out = structuredClone(gateways);
  for (const name of GATEWAY_NAMES) {
    const g = out[name] as Fields;
    for (const field of GATEWAY_SECRETS[name]) g[field] = maskOfSealed(String(g[field]));
  }
  return out;
}

export async function getPaymentGateways(): Promise<PaymentGateways> {
  return masked(await readStored());
}

/** The secret fields of `sent` that came back as a mask, replaced by what is stored (still sealed). */
function keepMasked<N extends GatewayName>(name: N, sent: Gateway<N>, stored: Gateway<N>): { value: Gateway<N>; kept: Set<string> } {
  const value = { ...sent } as Fields;
  const kept = new Set<string>();
  for (const field of GATEWAY_SECRETS[name]) {
    if (isMasked(String(value[field]))) {
      value[field] = (stored as Fields)[field]!;
      if (value[field] !== '') kept.add(field);
    }
  }
  return { value: value as Gateway<N>, kept };
}

/** Replaces the three gateways in one write. An enabled gateway needs well-formed credentials (400 naming the field). */
export async function savePaymentGateways(body: PaymentGateways, adminId: string): Promise<PaymentGateways> {
  const stored = await readStored();
  const next = structuredClone(DEFAULT_GATEWAYS);
  for (const name of GATEWAY_NAMES) {
    const { value, kept } = keepMasked(name, body[name], stored[name]);
    const problems = gatewayProblems(name, value, kept).filter((p) => value.enabled || (value as Fields)[p.field] !== '');
    if (problems.length > 0) {
      throw new ValidationError(
        problems[0]!.message,
        problems.map((p) => ({ path: `body.${name}.${p.field}`, message: p.message })),
      );
    }
    const fields = value as Fields;
    for (const field of GATEWAY_SECRETS[name]) {
      const secret = String(fields[field]);
      if (secret !== '' && !kept.has(field)) fields[field] = await secretsBox().seal(secret, context(name, field));
    }
    (next as Record<GatewayName, unknown>)[name] = fields;
  }
  await writeSetting(GATEWAYS_SETTING, next, adminId);
  return masked(next);
}

/**
 * Tests one gateway with the settings the form holds (a masked secret means the stored one): the
 * credentials' shape first (400 naming the field), then one request to the provider.
 */
export async function testPaymentGateway(name: GatewayName, body: unknown): Promise<TestGatewayResult> {
  const parsed = PaymentGateways.shape[name].safeParse(body);
  if (!parsed.success) {
    throw new ValidationError(
      `These are not ${name} settings`,
      parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })),
    );
  }
  const stored = await readStored();
  const { value, kept } = keepMasked(name, parsed.data as Gateway<typeof name>, stored[name]);
  const fields = value as Fields;
  for (const field of kept) fields[field] = await secretsBox().open(String(fields[field]), context(name, field));
  const problems = gatewayProblems(name, value);
  if (problems.length > 0) {
    throw new ValidationError(
      problems[0]!.message,
      problems.map((p) => ({ path: `body.${p.field}`, message: p.message })),
    );
  }
  return probeGateway(name, value);
}

/** One gateway's settings with its secrets opened, or undefined when it is not enabled: for the payment code only, never a response. */
export async function openGateway<N extends GatewayName>(name: N): Promise<Gateway<N> | undefined> {
  const stored = (await readStored())[name];
  if (!stored.enabled) return undefined;
  const fields = { ...stored } as Fields;
  for (const field of GATEWAY_SECRETS[name]) {
    const sealed = String(fields[field]);
    if (sealed !== '') fields[field] = await secretsBox().open(sealed, context(name, field));
  }
  return fields as Gateway<N>;
}

/** The credentials a payment through each gateway needs. */
const PAYMENT_CREDENTIALS: Record<GatewayName, readonly string[]> = {
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientId', 'clientSecret'],
  sslcommerz: ['storeId', 'storePassword'],
} satisfies { [N in GatewayName]: readonly (keyof Gateway<N>)[] };

const canPay = (name: GatewayName, gateway: Fields): boolean =>
  gateway.enabled === true && PAYMENT_CREDENTIALS[name].every((field) => gateway[field] !== '');

/** The gateways a buyer can pay through now: enabled, with the credentials a payment needs. */
export async function enabledGateways(): Promise<GatewayName[]> {
  const stored = await readStored();
  return GATEWAY_NAMES.filter((name) => canPay(name, stored[name] as Fields));
}

/** Opened settings a payment can go through; 422 with `unavailable` when the gateway is off or lacks a credential a payment needs. */
export function usableGateway<N extends GatewayName>(name: N, settings: Gateway<N> | undefined, unavailable: string): Gateway<N> {
  if (!settings || !canPay(name, settings)) throw new UnprocessableError(unavailable, 'PAYMENT_METHOD_UNAVAILABLE');
  return settings;
}

/** A gateway's opened settings for a payment (`usableGateway`). */
export const paymentGateway = async <N extends GatewayName>(name: N, unavailable: string): Promise<Gateway<N>> =>
  usableGateway(name, await openGateway(name), unavailable);

/** First start of a local stack: the given gateways (its payment sandbox's) unless an admin saved some already. */
export async function seedPaymentGateways(gateways: PaymentGateways): Promise<boolean> {
  if ((await readSetting(GATEWAYS_SETTING)) !== undefined) return false;
  await savePaymentGateways(gateways, 'seed');
  return true;
}

/** How long a warm container trusts the gateway settings it opened for a webhook. */
export const GATEWAY_CACHE_MS = 10_000;
const openedCache = new Map<GatewayName, { until: number; value: Promise<unknown> }>();

/**
 * `openGateway` through a per-container cache of `GATEWAY_CACHE_MS`: a webhook burst reads and opens
 * the settings once. Only for checking a provider's notification, and only to accept one: a caller
 * that would refuse with what the cache gave asks again with `fresh` (a secret rotated or a gateway
 * enabled a moment ago counts at once).
 */
export async function cachedGateway<N extends GatewayName>(name: N, fresh = false, now = Date.now()): Promise<Gateway<N> | undefined> {
  const hit = openedCache.get(name);
  if (!fresh && hit && hit.until > now) return hit.value as Promise<Gateway<N> | undefined>;
  const value = openGateway(name);
  openedCache.set(name, { until: now + GATEWAY_CACHE_MS, value });
  value.catch(() => openedCache.delete(name));
  return value;
}

/**
 * A provider's notification (or the buyer's return) checked with `cachedGateway`'s settings; when
 * that check refuses (throws, or `refused` says so of its answer), the stored settings are read
 * again and, if they changed, the check runs once more with them. So a burst reads the settings
 * once, and a secret rotated or a gateway enabled a moment ago never refuses a valid notification.
 * Unchanged settings answer the first refusal without asking the provider twice.
 */
export async function checkWithGateway<N extends GatewayName, T>(
  name: N,
  check: (settings: Gateway<N> | undefined) => Promise<T>,
  refused: (answer: T) => boolean = () => false,
): Promise<T> {
  const cached = await cachedGateway(name);
  let first: { answer: T } | { error: unknown };
  try {
    const answer = await check(cached);
    if (!refused(answer)) return answer;
    first = { answer };
  } catch (error) {
    first = { error };
  }
  const stored = await cachedGateway(name, true);
  if (JSON.stringify(stored) !== JSON.stringify(cached)) return check(stored);
  if ('answer' in first) return first.answer;
  throw first.error;
}
