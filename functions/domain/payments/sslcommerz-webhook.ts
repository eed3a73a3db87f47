/**
 * SSLCommerz's IPN (`POST /api/webhooks/sslcommerz`) and the buyer's return (a form post to
 * `/api/orders/{orderId}/sslcommerz/return`). Neither form is trusted as it stands: only the
 * validation API, asked with the stored store id and password for the form's `val_id`, can
 * approve, and only the order, amount and currency that the validation names. `risk_level` 1 is
 * flagged for the admin's review. Each validated payment (`val_id`) is handled once.
 */
import { getOrderRecord } from '../../data/orders-repo';
import { setPaymentReference } from '../../data/payments-repo';
import { logger } from '../../lib/log';
import { ValidationError } from '../../kernel/errors';
import type { SslcommerzGateway } from '../../../shared/api/gateways';
import { checkWithGateway } from '../integrations/gateways';
import { invoicePath } from './checkout';
import { handleEventOnce, notSettled, type NotSettled } from './event-claims';
import { orderIdOf } from './provider-http';
import { settlePayment } from './settle';
import { isValidated, validateSslcommerzPayment } from './sslcommerz';

const MAX_FORM_BYTES = 20_000;

const invalid = (reason: string) => new ValidationError(`Invalid SSLCommerz notification: ${reason}`, [{ path: 'body', message: reason }]);

/** The form's val_id when the form claims a valid payment; SSLCommerz's ids are short and plain. */
function claimedValId(form: URLSearchParams): string | undefined {
  const status = (form.get('status') ?? '').toUpperCase();
  const valId = form.get('val_id') ?? '';
  return isValidated(status) && /^[A-Za-z0-9_-]{1,100}$/.test(valId) ? valId : undefined;
}

/**
 * Validates `valId` with SSLCommerz and settles the order the validation names; answers what
 * happened. The form's own tran_id, amount and status are never used.
 */
async function confirmPayment(valId: string, source: 'ipn' | 'return', siteUrl: string, now: Date): Promise<string> {
  const settings = await checkWithGateway('sslcommerz', async (stored) => stored, unusable);
  if (unusable(settings)) return 'not configured';
  const outcome = await handleEventOnce('sslcommerz', valId, source, now, () => validateAndSettle(valId, source, siteUrl, now));
  return outcome ?? 'already handled';
}

const unusable = (settings: SslcommerzGateway | undefined) => !settings?.storeId || !settings.storePassword;

async function validateAndSettle(valId: string, source: 'ipn' | 'return', siteUrl: string, now: Date): Promise<string | NotSettled> {
  // With the settings cached in this container; a refusal is asked again with the stored ones when they changed.
  const v = await checkWithGateway(
    'sslcommerz',
    (settings) => {
      if (!settings || unusable(settings)) throw invalid('SSLCommerz payments are not configured');
      return validateSslcommerzPayment(settings, valId);
    },
    (answer) => !isValidated(answer.status) || answer.valId !== valId,
  );
  if (!isValidated(v.status) || v.valId !== valId) {
    logger.warn('sslcommerz validation refused a payment', { status: v.status, source });
    // Not recorded: a payment SSLCommerz validates later is still settled when told again.
    return notSettled(`not valid (${v.status || 'no status'})`);
  }
  const orderId = orderIdOf(v.tranId);
  if (orderId === undefined) return notSettled('not an order of this store');
  const order = await getOrderRecord(orderId, true);
  if (order?.status === 'pending' && order.paymentMethod === 'sslcommerz' && v.bankTranId) {
    // The bank transaction id is what a refund names.
    await setPaymentReference(orderId, v.bankTranId, now.toISOString());
  }
  const risk =
    v.riskLevel === '1' ? `SSLCommerz marked this payment as risky (risk_level 1${v.riskTitle ? `: ${v.riskTitle}` : ''})` : undefined;
  return settlePayment(
    { provider: 'sslcommerz', orderId, amountMinor: v.amountMinor, currency: v.currency, ...(risk ? { risk } : {}) },
    siteUrl,
    now,
  );
}

/** POST /api/webhooks/sslcommerz. */
export async function handleSslcommerzIpn(payload: string, siteUrl: string, now = new Date()) {
  if (payload.length > MAX_FORM_BYTES) throw invalid('the form is too large');
  const form = new URLSearchParams(payload);
  if (!form.get('tran_id')) throw invalid('tran_id is missing');
  const valId = claimedValId(form);
  // A failed or cancelled payment: nothing to confirm, and the order stays payable.
  if (!valId) return { received: true };
  const outcome = await confirmPayment(valId, 'ipn', siteUrl, now);
  if (outcome === 'not configured') throw invalid('SSLCommerz payments are not configured');
  return { received: true };
}

export type SslcommerzOutcome = 'success' | 'fail' | 'cancel';

/**
 * POST /api/orders/{orderId}/sslcommerz/return: a successful return is confirmed like an IPN (the
 * IPN may be late); whatever happens, the buyer lands on the order's invoice, which shows its state.
 */
export async function returnFromSslcommerz(
  orderId: number,
  outcome: SslcommerzOutcome,
  payload: string,
  siteUrl: string,
  now = new Date(),
): Promise<string> {
  const valId = outcome === 'success' && payload.length <= MAX_FORM_BYTES ? claimedValId(new URLSearchParams(payload)) : undefined;
  if (valId) {
    try {
      await confirmPayment(valId, 'return', siteUrl, now);
    } catch (error) {
      // The IPN confirms it anyway; the buyer is not kept from the invoice.
      logger.error('sslcommerz return could not confirm the payment', { error });
    }
  }
  const order = await getOrderRecord(orderId);
  const path = order ? invoicePath(order) : '/orders';
  const payment = outcome === 'success' ? 'success' : outcome === 'fail' ? 'failed' : 'cancelled';
  return `${siteUrl}${path}?payment=${payment}`;
}
