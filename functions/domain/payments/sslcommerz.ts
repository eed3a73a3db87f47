/**
 * SSLCommerz's REST API (bKash, Nagad, Rocket and local cards on one hosted page, in taka): the
 * session init (`gwprocess/v4/api.php`), the validation API (`validationserverAPI.php`) that
 * alone can confirm a payment, and refunds (`merchantTransIDvalidationAPI.php`). The origin
 * follows the gateway's mode; the store id and password come from Gateway Setup.
 */
import type { SslcommerzGateway } from '../../../shared/api/gateways';
import type { OrderRecord } from '../../data/orders-repo';
import { UnprocessableError } from '../../kernel/errors';
import { PROVIDER_ORIGINS } from '../integrations/gateway-probe';
import { paymentGateway } from '../integrations/gateways';
import { decimalAmount, minorOf, ProviderUnavailable, providerRequest } from './provider-http';

export const SSLCOMMERZ_UNAVAILABLE = 'SSLCommerz payments are not available right now';

type Settings = SslcommerzGateway;

export const sslcommerzSettings = (): Promise<Settings> => paymentGateway('sslcommerz', SSLCOMMERZ_UNAVAILABLE);

const origin = (s: Settings) => PROVIDER_ORIGINS.sslcommerz[s.mode].replace(/\/+$/, '');

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Where SSLCommerz sends the buyer (a form post, so through the API) and its server-to-server IPN. */
export interface SslcommerzUrls {
  success: string;
  fail: string;
  cancel: string;
  ipn: string;
}

/** A payment session for the order's own amount (BDT, tran_id = the order id); answers its key and the hosted page. */
export async function createSslcommerzSession(order: OrderRecord, urls: SslcommerzUrls): Promise<{ id: string; url: string }> {
  const s = await sslcommerzSettings();
  const form = new URLSearchParams({
    store_id: s.storeId,
    store_passwd: s.storePassword,
    total_amount: decimalAmount(order.amountMinor),
    currency: order.currency,
    tran_id: String(order.id),
    success_url: urls.success,
    fail_url: urls.fail,
    cancel_url: urls.cancel,
    ipn_url: urls.ipn,
    cus_name: order.buyerName.slice(0, 50) || 'Customer',
    cus_email: order.buyerEmail,
    // Required by the API; a digital sale has no address or phone of its own.
    cus_add1: 'N/A',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: 'N/A',
    shipping_method: 'NO',
    num_of_item: '1',
    product_name: order.title.slice(0, 255),
    product_category: order.type === 'subscription' ? 'Subscription' : 'Digital music',
    product_profile: 'non-physical-goods',
    value_a: String(order.id),
  });
  const answer = await providerRequest('SSLCommerz', `${origin(s)}/gwprocess/v4/api.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const page = text(answer.body.GatewayPageURL);
  if (text(answer.body.status).toUpperCase() !== 'SUCCESS' || !page) {
    if (answer.status === 200 && answer.body.failedreason) {
      throw new UnprocessableError(
        `SSLCommerz could not start the payment: ${text(answer.body.failedreason).slice(0, 150)}`,
        'PAYMENT_START_FAILED',
      );
    }
    throw new ProviderUnavailable('SSLCommerz');
  }
  return { id: text(answer.body.sessionkey), url: page };
}

/** What the validation API says about a payment: the only evidence an approval takes from SSLCommerz. */
export interface SslcommerzValidation {
  /** VALID (first validation), VALIDATED (again), INVALID_TRANSACTION, … */
  status: string;
  tranId: string;
  valId: string;
  bankTranId: string;
  /** In the currency the store asked for (`currency_type` / `currency_amount`). */
  amountMinor: number;
  currency: string;
  riskLevel: string;
  riskTitle: string;
}

export const isValidated = (status: string): boolean => status === 'VALID' || status === 'VALIDATED';

export async function validateSslcommerzPayment(s: Settings, valId: string): Promise<SslcommerzValidation> {
  const query = new URLSearchParams({ val_id: valId, store_id: s.storeId, store_passwd: s.storePassword, v: '1', format: 'json' });
  const answer = await providerRequest('SSLCommerz', `${origin(s)}/validator/api/validationserverAPI.php?${query.toString()}`, {
    method: 'GET',
  });
  if (answer.status !== 200) throw new ProviderUnavailable('SSLCommerz');
  const b = answer.body;
  return {
    status: text(b.status).toUpperCase(),
    tranId: text(b.tran_id),
    valId: text(b.val_id),
    bankTranId: text(b.bank_tran_id),
    amountMinor: minorOf(text(b.currency_amount) || text(b.amount)),
    currency: (text(b.currency_type) || text(b.currency)).toUpperCase(),
    riskLevel: text(b.risk_level),
    riskTitle: text(b.risk_title),
  };
}

/**
 * The bank transaction of the order's paid SSLCommerz payment, asked of SSLCommerz's transaction
 * query API by `tran_id` (the order id): what a refund names, even when nobody's IPN or return
 * recorded it (an admin approved the order by hand). Undefined when SSLCommerz holds no valid
 * payment of that amount and currency for the order.
 */
export async function findSslcommerzPayment(orderId: number, amountMinor: number, currency: string): Promise<string | undefined> {
  const s = await sslcommerzSettings();
  const query = new URLSearchParams({ tran_id: String(orderId), store_id: s.storeId, store_passwd: s.storePassword, format: 'json' });
  const answer = await providerRequest('SSLCommerz', `${origin(s)}/validator/api/merchantTransIDvalidationAPI.php?${query.toString()}`, {
    method: 'GET',
  });
  if (answer.status !== 200 || text(answer.body.APIConnect) !== 'DONE') throw new ProviderUnavailable('SSLCommerz');
  const elements: unknown[] = Array.isArray(answer.body.element) ? (answer.body.element as unknown[]) : [];
  for (const element of elements) {
    if (!element || typeof element !== 'object') continue;
    const e = element as Record<string, unknown>;
    const paid = minorOf(text(e.currency_amount) || text(e.amount));
    const paidIn = (text(e.currency_type) || text(e.currency)).toUpperCase();
    if (isValidated(text(e.status).toUpperCase()) && text(e.tran_id) === String(orderId) && paid === amountMinor && paidIn === currency) {
      const bankTranId = text(e.bank_tran_id);
      if (bankTranId) return bankTranId;
    }
  }
  return undefined;
}

/** Refunds a validated payment in full (by its bank_tran_id); answers SSLCommerz's refund reference. */
export async function refundSslcommerzPayment(bankTranId: string, amountMinor: number, orderId: number): Promise<string> {
  const s = await sslcommerzSettings();
  const query = new URLSearchParams({
    bank_tran_id: bankTranId,
    refund_amount: decimalAmount(amountMinor),
    refund_remarks: `Refund of order ${orderId}`,
    refe_id: String(orderId),
    store_id: s.storeId,
    store_passwd: s.storePassword,
    v: '1',
    format: 'json',
  });
  const answer = await providerRequest('SSLCommerz', `${origin(s)}/validator/api/merchantTransIDvalidationAPI.php?${query.toString()}`, {
    method: 'GET',
  });
  if (answer.status !== 200 || text(answer.body.APIConnect) !== 'DONE') throw new ProviderUnavailable('SSLCommerz');
  const status = text(answer.body.status).toLowerCase();
  if (status === 'success' || status === 'processing') return text(answer.body.refund_ref_id) || `${bankTranId}-refund`;
  throw new UnprocessableError(
    `SSLCommerz refused the refund: ${text(answer.body.errorReason).slice(0, 150) || 'no reason given'}`,
    'NOTHING_TO_REFUND',
  );
}
