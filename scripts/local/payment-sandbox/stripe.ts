/**
 * Stripe's API as the sandbox speaks it: Checkout Sessions (create, retrieve, expire), refunds, charges (list), the
 * balance (Test Connection), a hosted page, and events signed exactly as Stripe signs them
 * (`Stripe-Signature: t=<ts>,v1=<HMAC-SHA256 of "<ts>.<payload>" with the webhook secret>`).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deliver, escapeHtml, hostedPage, parseBracketForm, readBody, redirect, sendHtml, sendJson } from './http';
import type { SandboxContext } from './types';

interface Session {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
  created: number;
  expires_at: number;
  /** Not Stripe's: what the hosted page shows. */
  _title: string;
}

/** A form field as text (a nested field, which Stripe would refuse, reads as the fallback). */
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `t=…,v1=…` over `payload` with `secret`, as Stripe signs its events. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const stripeError = (res: ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
  sendJson(res, status, { error: { type, message } });

export function stripeSandbox(ctx: SandboxContext) {
  const sessions = new Map<string, Session>();
  const charges = new Map<
    string,
    { id: string; payment_intent: string; amount: number; currency: string; refunded: number; metadata: Record<string, string> }
  >();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const pageUrl = (sessionId: string) => `${ctx.origin}/stripe/pay/${sessionId}`;

  async function sendEvent(type: string, object: unknown): Promise<number> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
    const payload = JSON.stringify(event, null, 2);
    return deliver(
      `${ctx.siteUrl}/api/webhooks/stripe`,
      {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(payload, ctx.credentials.stripe.webhookSecret),
        },
        body: payload,
      },
      ctx.log,
    );
  }

  function publicSession(s: Session) {
    const { _title, ...rest } = s;
    void _title;
    return rest;
  }

  function createSession(params: Record<string, unknown>): { status: number; body: unknown } {
    const items = Array.isArray(params.line_items) ? (params.line_items as Record<string, unknown>[]) : [];
    if (items.length === 0) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'line_items is required' } } };
    let total = 0;
    let currency = '';
    let title = '';
    for (const item of items) {
      const price = item.price_data as Record<string, unknown> | undefined;
      const unit = Number(price?.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!price || !Number.isInteger(unit) || unit < 0 || !Number.isInteger(quantity) || quantity < 1)
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid line_items[0][price_data]' } } };
      currency = str(price.currency).toLowerCase();
      title ||= str((price.product_data as Record<string, unknown> | undefined)?.name, 'Item');
      total += unit * quantity;
    }
    if (typeof params.success_url !== 'string')
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Missing required param: success_url.' } } };
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      mode: str(params.mode, 'payment'),
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      url: pageUrl(sessionId),
      livemode: false,
      created: now(),
      expires_at: now() + 24 * 3600,
      _title: title,
    };
    sessions.set(sessionId, session);
    return { status: 200, body: publicSession(session) };
  }

  function refund(params: Record<string, unknown>): { status: number; body: unknown; charge?: string } {
    const intent = str(params.payment_intent);
    const charge = [...charges.values()].find((c) => c.payment_intent === intent || c.id === params.charge);
    if (!charge)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intent}'` } },
      };
    const amount = params.amount === undefined ? charge.amount - charge.refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > charge.amount - charge.refunded)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${charge.id} has already been refunded.`,
          },
        },
      };
    charge.refunded += amount;
    return {
      status: 200,
      charge: charge.id,
      body: {
        id: id('re'),
        object: 'refund',
        amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        status: 'succeeded',
        metadata: params.metadata ?? {},
        created: now(),
      },
    };
  }

  /** Handles `/v1/*` (the API) and `/stripe/*` (the hosted page); false when the path is not Stripe's. */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const page = /^\/stripe\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) {
        sendHtml(res, 404, '<h1>This checkout session does not exist</h1>');
        return true;
      }
      if (req.method === 'GET') {
        const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
        sendHtml(
          res,
          session.status === 'open' ? 200 : 410,
          session.status === 'open'
            ? hostedPage({ provider: 'Stripe', title: session._title, amount, action: `/stripe/pay/${session.id}` })
            : `<h1>This checkout session is ${escapeHtml(session.status)}</h1>`,
        );
        return true;
      }
      const outcome = new URLSearchParams(await readBody(req)).get('outcome');
      if (session.status !== 'open') {
        sendHtml(res, 410, `<h1>This checkout session is ${escapeHtml(session.status)}</h1>`);
        return true;
      }
      if (outcome === 'pay') {
        session.status = 'complete';
        session.payment_status = 'paid';
        session.payment_intent = id('pi');
        const chargeId = id('ch');
        charges.set(chargeId, {
          id: chargeId,
          payment_intent: session.payment_intent,
          amount: session.amount_total,
          currency: session.currency,
          refunded: 0,
          metadata: session.metadata,
        });
        // Stripe sends the event while the buyer is redirected; waiting for it here means the
        // success page already shows the licence.
        await sendEvent('checkout.session.completed', publicSession(session));
        redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      } else {
        session.status = 'expired';
        await sendEvent('checkout.session.expired', publicSession(session));
        redirect(res, session.cancel_url ?? session.success_url);
      }
      return true;
    }
    if (!path.startsWith('/v1/')) return false;

    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${ctx.credentials.stripe.secretKey}`) {
      stripeError(res, 401, 'Invalid API Key provided', 'invalid_request_error');
      return true;
    }
    const key = req.headers['idempotency-key'];
    const cached = typeof key === 'string' ? idempotent.get(`${req.method} ${path} ${key}`) : undefined;
    if (cached) {
      sendJson(res, cached.status, cached.body, { 'idempotent-replayed': 'true' });
      return true;
    }
    const remember = (out: { status: number; body: unknown }) => {
      if (typeof key === 'string') idempotent.set(`${req.method} ${path} ${key}`, out);
      sendJson(res, out.status, out.body);
    };

    if (req.method === 'GET' && path === '/v1/balance') {
      sendJson(res, 200, { object: 'balance', available: [{ amount: 0, currency: 'usd' }], pending: [], livemode: false });
    } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      remember(createSession(parseBracketForm(await readBody(req))));
    } else if (req.method === 'POST' && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(path)) {
      // As Stripe: only an open session expires; it answers the session, its hosted page then refuses
      // to pay, and `checkout.session.expired` follows. Any other status is a 400.
      await readBody(req);
      const session = sessions.get(path.slice('/v1/checkout/sessions/'.length, -'/expire'.length));
      if (!session) stripeError(res, 404, 'No such checkout.session');
      else if (session.status !== 'open')
        stripeError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This session is ${session.status}.`);
      else {
        session.status = 'expired';
        remember({ status: 200, body: publicSession(session) });
        setTimeout(() => void sendEvent('checkout.session.expired', publicSession(session)), 50);
      }
    } else if (req.method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const session = sessions.get(path.slice('/v1/checkout/sessions/'.length));
      if (session) sendJson(res, 200, publicSession(session));
      else stripeError(res, 404, 'No such checkout.session');
    } else if (req.method === 'GET' && path === '/v1/charges') {
      // Listed by payment intent, as Stripe's `GET /v1/charges?payment_intent=…`: what a test reads back to see a refund.
      const intent = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('payment_intent');
      const data = [...charges.values()]
        .filter((c) => !intent || c.payment_intent === intent)
        .map((c) => ({ id: c.id, object: 'charge', amount: c.amount, amount_refunded: c.refunded, refunded: c.refunded >= c.amount }));
      sendJson(res, 200, { object: 'list', data, has_more: false });
    } else if (req.method === 'POST' && path === '/v1/refunds') {
      const out = refund(parseBracketForm(await readBody(req)));
      remember(out);
      if (out.charge) {
        const c = charges.get(out.charge)!;
        const chargeObject = {
          id: c.id,
          object: 'charge',
          amount: c.amount,
          amount_refunded: c.refunded,
          currency: c.currency,
          payment_intent: c.payment_intent,
          refunded: c.refunded >= c.amount,
          metadata: c.metadata,
        };
        // After the answer, as Stripe does: the app's refund call must not wait on its own webhook.
        setTimeout(() => void sendEvent('charge.refunded', chargeObject), 50);
      }
    } else {
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
    }
    return true;
  };
}
