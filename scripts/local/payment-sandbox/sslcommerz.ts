/**
 * SSLCommerz as the sandbox speaks it (under /sslcommerz): session init (`gwprocess/v4/api.php`),
 * the hosted page, the IPN form-post, the validation API (`validationserverAPI.php`), and refunds
 * and the transaction query by `tran_id` (`merchantTransIDvalidationAPI.php`).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deliver, escapeHtml, hostedPage, readBody, sendHtml, sendJson } from './http';
import type { SandboxContext } from './types';

interface SslSession {
  sessionkey: string;
  tran_id: string;
  amount: string;
  currency: string;
  product_name: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url: string | undefined;
  value_a?: string;
  state: 'open' | 'paid' | 'failed';
}

interface SslPayment {
  val_id: string;
  bank_tran_id: string;
  tran_id: string;
  amount: string;
  currency: string;
  risk_level: '0' | '1';
  refunded: boolean;
  validated?: boolean;
}

const token = (n: number) => randomBytes(n).toString('hex').toUpperCase();

export function sslcommerzSandbox(ctx: SandboxContext) {
  const sessions = new Map<string, SslSession>();
  const payments = new Map<string, SslPayment>();
  const { storeId, storePassword } = ctx.credentials.sslcommerz;
  const validStore = (p: URLSearchParams) => p.get('store_id') === storeId && p.get('store_passwd') === storePassword;

  function paymentFields(p: SslPayment, status: string) {
    return {
      status,
      tran_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      tran_id: p.tran_id,
      val_id: p.val_id,
      amount: p.amount,
      store_amount: (Number(p.amount) * 0.975).toFixed(2),
      currency: p.currency,
      currency_type: p.currency,
      currency_amount: p.amount,
      card_type: 'BKASH-BKash',
      bank_tran_id: p.bank_tran_id,
      risk_level: p.risk_level,
      risk_title: p.risk_level === '1' ? 'Risky' : 'Safe',
    };
  }

  /** Handles `/sslcommerz/*`; false for anything else. */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (!path.startsWith('/sslcommerz/')) return false;
    const url = new URL(req.url ?? '/', 'http://sandbox');

    if (req.method === 'POST' && path === '/sslcommerz/gwprocess/v4/api.php') {
      const p = new URLSearchParams(await readBody(req));
      if (!validStore(p)) {
        sendJson(res, 200, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
        return true;
      }
      const amount = Number(p.get('total_amount'));
      const missing = ['tran_id', 'success_url', 'fail_url', 'cancel_url', 'currency'].find((f) => !p.get(f));
      if (missing || !(amount >= 10 && amount <= 500_000)) {
        sendJson(res, 200, {
          status: 'FAILED',
          failedreason: missing ? `Invalid Information: ${missing}` : 'Invalid Information: total_amount',
        });
        return true;
      }
      const sessionkey = token(16);
      sessions.set(sessionkey, {
        sessionkey,
        tran_id: p.get('tran_id')!,
        amount: amount.toFixed(2),
        currency: p.get('currency')!,
        product_name: p.get('product_name') ?? 'Item',
        success_url: p.get('success_url')!,
        fail_url: p.get('fail_url')!,
        cancel_url: p.get('cancel_url')!,
        ipn_url: p.get('ipn_url') ?? undefined,
        value_a: p.get('value_a') ?? undefined,
        state: 'open',
      });
      const page = `${ctx.origin}/sslcommerz/pay/${sessionkey}`;
      sendJson(res, 200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        GatewayPageURL: page,
        redirectGatewayURL: page,
        storeBanner: '',
        storeLogo: '',
        desc: [],
      });
      return true;
    }

    const page = /^\/sslcommerz\/pay\/([0-9A-F]+)$/.exec(path);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session || session.state !== 'open') {
        sendHtml(res, 410, '<h1>This payment session is closed</h1>');
        return true;
      }
      if (req.method === 'GET') {
        const extra =
          '<p><label>Risk level <select name="risk_level"><option value="0">0 (safe)</option><option value="1">1 (risky)</option></select></label></p>';
        sendHtml(
          res,
          200,
          hostedPage({
            provider: 'SSLCommerz',
            title: session.product_name,
            amount: `${session.amount} ${session.currency}`,
            action: path,
            extra,
          }),
        );
        return true;
      }
      const form = new URLSearchParams(await readBody(req));
      const paid = form.get('outcome') === 'pay';
      session.state = paid ? 'paid' : 'failed';
      const payment: SslPayment = {
        val_id: `${token(8)}`,
        bank_tran_id: `BT${token(8)}`,
        tran_id: session.tran_id,
        amount: session.amount,
        currency: session.currency,
        risk_level: form.get('risk_level') === '1' ? '1' : '0',
        refunded: false,
      };
      if (paid) payments.set(payment.val_id, payment);
      const fields: Record<string, string> = {
        ...paymentFields(payment, paid ? 'VALID' : 'FAILED'),
        ...(session.value_a ? { value_a: session.value_a } : {}),
      };
      if (!paid) delete fields.val_id;
      if (session.ipn_url)
        await deliver(
          session.ipn_url,
          { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
          ctx.log,
        );
      // SSLCommerz returns the browser by a form POST to the success or fail URL.
      const target = paid ? session.success_url : session.fail_url;
      const inputs = Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('');
      sendHtml(
        res,
        200,
        `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(target)}">${inputs}<noscript><button>Continue</button></noscript></form></body></html>`,
      );
      return true;
    }

    if (req.method === 'GET' && path === '/sslcommerz/validator/api/validationserverAPI.php') {
      const p = url.searchParams;
      if (!validStore(p)) {
        sendJson(res, 200, { status: 'INVALID_TRANSACTION', error: 'Store Credential Error' });
        return true;
      }
      const payment = payments.get(p.get('val_id') ?? '');
      // The first validation of a payment answers VALID, every later one VALIDATED (SSLCommerz's documented behaviour).
      sendJson(res, 200, payment ? paymentFields(payment, payment.validated ? 'VALIDATED' : 'VALID') : { status: 'INVALID_TRANSACTION' });
      if (payment) payment.validated = true;
      return true;
    }

    if (req.method === 'GET' && path === '/sslcommerz/validator/api/merchantTransIDvalidationAPI.php') {
      const p = url.searchParams;
      if (!validStore(p)) {
        sendJson(res, 200, { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store Credential Error' });
        return true;
      }
      // Without a bank_tran_id: the transaction query by tran_id (every payment of one order).
      if (!p.get('bank_tran_id') && p.get('tran_id')) {
        const found = [...payments.values()].filter((x) => x.tran_id === p.get('tran_id'));
        sendJson(res, 200, {
          APIConnect: 'DONE',
          no_of_trans_found: found.length,
          element: found.map((x) => paymentFields(x, x.validated ? 'VALIDATED' : 'VALID')),
        });
        return true;
      }
      const payment = [...payments.values()].find((x) => x.bank_tran_id === p.get('bank_tran_id'));
      if (!payment || payment.refunded || Number(p.get('refund_amount')) > Number(payment.amount)) {
        sendJson(res, 200, {
          APIConnect: 'DONE',
          status: 'failed',
          errorReason: payment?.refunded ? 'Already refunded' : 'Invalid bank_tran_id or amount',
        });
        return true;
      }
      payment.refunded = true;
      sendJson(res, 200, {
        APIConnect: 'DONE',
        bank_tran_id: payment.bank_tran_id,
        trans_id: payment.tran_id,
        refund_ref_id: `RF${token(6)}`,
        status: 'success',
        errorReason: '',
      });
      return true;
    }
    sendJson(res, 404, { status: 'FAILED', failedreason: 'Unknown sandbox path' });
    return true;
  };
}
