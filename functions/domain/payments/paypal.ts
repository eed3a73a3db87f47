/**
 * PayPal's REST API (no SDK: PayPal's own Node SDK is deprecated): an OAuth client-credentials
 * token, Orders v2 (create, read, capture), capture refunds and verify-webhook-signature. The
 * origin follows the gateway's mode (sandbox or live); the credentials come from Gateway Setup.
 */
import type { PaypalGateway } from '../../../shared/api/gateways';
import type { OrderRecord } from '../../data/orders-repo';
import { ConflictError, UnprocessableError } from '../../kernel/errors';
import { PROVIDER_ORIGINS } from '../integrations/gateway-probe';
import { checkWithGateway, paymentGateway, usableGateway } from '../integrations/gateways';
import { decimalAmount, minorOf, ProviderUnavailable, providerRequest, type ProviderAnswer } from './provider-http';

export const PAYPAL_UNAVAILABLE = 'PayPal payments are not available right now';

type Settings = PaypalGateway;

const usable = (settings: Settings | undefined): Settings => usableGateway('paypal', settings, PAYPAL_UNAVAILABLE);

export const paypalSettings = (): Promise<Settings> => paymentGateway('paypal', PAYPAL_UNAVAILABLE);

const origin = (s: Settings) => PROVIDER_ORIGINS.paypal[s.mode].replace(/\/+$/, '');

/** Tokens per client and mode, reused by a warm container until a minute before they expire. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

async function accessToken(s: Settings): Promise<string> {
  const key = `${s.mode}:${s.clientId}:${s.clientSecret}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const answer = await providerRequest('PayPal', `${origin(s)}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${s.clientId}:${s.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = answer.body.access_token;
  if (answer.status !== 200 || typeof token !== 'string') throw new ProviderUnavailable('PayPal');
  const seconds = typeof answer.body.expires_in === 'number' ? answer.body.expires_in : 300;
  tokens.set(key, { token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return token;
}

async function call(s: Settings, method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<ProviderAnswer> {
  const token = await accessToken(s);
  return providerRequest('PayPal', `${origin(s)}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** PayPal's error name (`UNPROCESSABLE_ENTITY`) and first issue (`ORDER_ALREADY_CAPTURED`), as one string to match. */
const issueOf = (answer: ProviderAnswer): string => {
  const details = Array.isArray(answer.body.details) ? (answer.body.details as { issue?: unknown }[]) : [];
  return [answer.body.name, answer.body.message, ...details.map((d) => d.issue)].filter((x) => typeof x === 'string').join(' ');
};

/** An Orders v2 order for the order's own amount (USD); answers its id and the page where the buyer approves it. */
export async function createPaypalCheckout(order: OrderRecord, returnUrl: string): Promise<{ id: string; url: string }> {
  const s = await paypalSettings();
  const join = returnUrl.includes('?') ? '&' : '?';
  const answer = await call(
    s,
    'POST',
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: String(order.id),
          custom_id: String(order.id),
          description: order.title.slice(0, 127),
          amount: { currency_code: order.currency, value: decimalAmount(order.amountMinor) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `${returnUrl}${join}payment=paypal`,
            cancel_url: `${returnUrl}${join}payment=cancelled`,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    },
    // A retried request within the minute gets the same PayPal order back.
    `order-${order.id}-${Math.floor(Date.now() / 60_000)}`,
  );
  const links = Array.isArray(answer.body.links) ? (answer.body.links as { rel?: unknown; href?: unknown }[]) : [];
  // `payer-action` with payment_source.paypal; `approve` in the older application_context flow.
  const link = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
  if ((answer.status !== 200 && answer.status !== 201) || typeof answer.body.id !== 'string' || typeof link?.href !== 'string') {
    throw new ProviderUnavailable('PayPal');
  }
  return { id: answer.body.id, url: link.href };
}

/** The capture of a PayPal order: what the approval compares with the order. */
export interface PaypalCapture {
  captureId: string;
  /** COMPLETED, or PENDING while PayPal holds the money (then PAYMENT.CAPTURE.COMPLETED follows). */
  status: string;
  amountMinor: number;
  currency: string;
  customId: string | undefined;
}

/** The first capture of an Orders v2 order (as create, get or capture answer it). */
function captureOf(body: Record<string, unknown>): PaypalCapture | undefined {
  const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Record<string, unknown>[]) : [];
  const unit = units[0];
  const payments = unit?.payments as { captures?: Record<string, unknown>[] } | undefined;
  const capture = payments?.captures?.[0];
  if (!capture || typeof capture.id !== 'string') return undefined;
  const amount = (capture.amount ?? {}) as { value?: unknown; currency_code?: unknown };
  const customId =
    typeof capture.custom_id === 'string' ? capture.custom_id : typeof unit?.custom_id === 'string' ? unit.custom_id : undefined;
  return {
    captureId: capture.id,
    status: typeof capture.status === 'string' ? capture.status : '',
    amountMinor: minorOf(amount.value),
    currency: typeof amount.currency_code === 'string' ? amount.currency_code : '',
    customId,
  };
}

/**
 * Captures an approved PayPal order (once: a second capture reads the first). A buyer who did not
 * approve it gets 409.
 */
export const capturePaypalOrder = (paypalOrderId: string): Promise<PaypalCapture> =>
  // The buyer's return and PayPal's approval notice: the container's cached settings, re-read before a refusal.
  checkWithGateway('paypal', (settings) => captureWith(usable(settings), paypalOrderId));

async function captureWith(s: Settings, paypalOrderId: string): Promise<PaypalCapture> {
  const id = encodeURIComponent(paypalOrderId);
  const answer = await call(s, 'POST', `/v2/checkout/orders/${id}/capture`, {}, `capture-${paypalOrderId}`);
  if (answer.status === 200 || answer.status === 201) {
    const capture = captureOf(answer.body);
    if (capture) return capture;
    throw new ProviderUnavailable('PayPal');
  }
  const issue = issueOf(answer);
  if (/ORDER_ALREADY_CAPTURED/.test(issue)) {
    const current = await call(s, 'GET', `/v2/checkout/orders/${id}`);
    const capture = current.status === 200 ? captureOf(current.body) : undefined;
    if (capture) return capture;
  }
  if (/ORDER_NOT_APPROVED|PAYER_ACTION_REQUIRED/.test(issue)) {
    throw new ConflictError('The payment was not approved on PayPal yet', 'PAYPAL_NOT_APPROVED');
  }
  if (answer.status === 404) throw new ConflictError('PayPal does not know this payment; start it again', 'PAYPAL_ORDER_UNKNOWN');
  if (answer.status === 422) throw new UnprocessableError(`PayPal refused the capture (${issue.slice(0, 120)})`, 'PAYPAL_REFUSED');
  throw new ProviderUnavailable('PayPal');
}

/** Refunds the PayPal order's capture in full through PayPal's capture refund API; answers the refund id. */
export async function refundPaypalOrder(paypalOrderId: string, orderId: number): Promise<string> {
  const s = await paypalSettings();
  const order = await call(s, 'GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
  const capture = order.status === 200 ? captureOf(order.body) : undefined;
  if (!capture) throw new UnprocessableError('PayPal has no payment for this order to refund', 'NOTHING_TO_REFUND');
  const answer = await call(
    s,
    'POST',
    `/v2/payments/captures/${encodeURIComponent(capture.captureId)}/refund`,
    { custom_id: String(orderId), note_to_payer: 'Refunded by the store' },
    `refund-${orderId}`,
  );
  if ((answer.status === 200 || answer.status === 201) && typeof answer.body.id === 'string') return answer.body.id;
  if (/CAPTURE_FULLY_REFUNDED/.test(issueOf(answer))) return `${capture.captureId}-refunded`;
  if (answer.status === 422) throw new UnprocessableError(`PayPal refused the refund (${issueOf(answer).slice(0, 120)})`, 'PAYPAL_REFUSED');
  throw new ProviderUnavailable('PayPal');
}

/** The transmission headers PayPal signs a webhook with (lower-case names, as `endpoint()` hands them over). */
export const PAYPAL_SIGNATURE_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

/** Asks PayPal whether it sent this event to this webhook (verify-webhook-signature); true only for SUCCESS. */
export async function verifyPaypalWebhook(
  s: Settings,
  headers: Record<(typeof PAYPAL_SIGNATURE_HEADERS)[number], string>,
  webhookId: string,
  event: unknown,
): Promise<boolean> {
  const answer = await call(s, 'POST', '/v1/notifications/verify-webhook-signature', {
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
    webhook_id: webhookId,
    webhook_event: event,
  });
  if (answer.status >= 500) throw new ProviderUnavailable('PayPal');
  return answer.status === 200 && answer.body.verification_status === 'SUCCESS';
}
