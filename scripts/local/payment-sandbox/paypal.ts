/**
 * PayPal's REST API as the sandbox speaks it (under /paypal): OAuth token, Orders v2 (create,
 * capture), capture refunds, the approval page, and webhooks that the app verifies through
 * `/v1/notifications/verify-webhook-signature`. Each delivery is signed as PayPal signs it:
 * SHA256withRSA over `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the body>`,
 * with the sandbox's own key (its certificate at `paypal-cert-url`). Events can be listed and
 * resent (`/v1/notifications/webhooks-events`), as in PayPal's dashboard.
 */
import { createPrivateKey, createPublicKey, randomBytes, sign, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deliver, hostedPage, readBody, redirect, sendHtml, sendJson } from './http';
import type { SandboxContext } from './types';

interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchase_units: { reference_id?: string; custom_id?: string; description?: string; amount: { currency_code: string; value: string } }[];
  return_url?: string;
  cancel_url?: string;
  /** `payer-action` when created with payment_source.paypal, `approve` with the older application_context. */
  approveRel: 'approve' | 'payer-action';
  capture?: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id?: string; refunded: boolean };
}

const id = (n = 8) => randomBytes(n).toString('hex').toUpperCase();

/** The `paypal-transmission-sig` of `body` sent to `webhookId`, as PayPal computes it. */
export function paypalSignature(
  body: string,
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  privateKeyPem: string,
): string {
  const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
  return sign('sha256', Buffer.from(signed), createPrivateKey(privateKeyPem)).toString('base64');
}

export function paypalSandbox(ctx: SandboxContext) {
  const orders = new Map<string, PaypalOrder>();
  const tokens = new Set<string>();
  const publicKey = createPublicKey(createPrivateKey(ctx.paypalSigningKey));
  // The origin is known once the server listens.
  const certUrl = () => `${ctx.origin}/paypal/v1/notifications/certs/CERT-sandbox`;
  const { clientId, clientSecret, webhookId } = ctx.credentials.paypal;

  const view = (o: PaypalOrder) => ({
    id: o.id,
    status: o.status,
    intent: o.intent,
    purchase_units: o.purchase_units.map((u) => ({
      ...u,
      ...(o.capture
        ? {
            payments: {
              captures: [
                {
                  id: o.capture.id,
                  status: o.capture.status,
                  amount: o.capture.amount,
                  custom_id: o.capture.custom_id,
                  final_capture: true,
                },
              ],
            },
          }
        : {}),
    })),
    links: [
      { href: `${ctx.origin}/paypal/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      { href: `${ctx.origin}/paypal/checkoutnow?token=${o.id}`, rel: o.approveRel, method: 'GET' },
      { href: `${ctx.origin}/paypal/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' },
    ],
  });

  /** Every event made, in order, as PayPal lists them. */
  const events = new Map<string, Record<string, unknown>>();

  /** Makes the event now (it is listed at once) and delivers it after `delayMs`, as PayPal does. */
  function queueWebhook(eventType: string, resourceType: string, resource: unknown, delayMs: number): void {
    const event = {
      id: `WH-${id()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: eventType,
      resource,
    };
    events.set(event.id, event);
    setTimeout(() => void sendWebhook(event), delayMs).unref();
  }

  async function sendWebhook(event: Record<string, unknown>): Promise<number> {
    const body = JSON.stringify(event);
    const transmissionId = randomBytes(16).toString('hex');
    const transmissionTime = new Date().toISOString();
    return deliver(
      `${ctx.siteUrl}/api/webhooks/paypal`,
      {
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': paypalSignature(body, transmissionId, transmissionTime, webhookId, ctx.paypalSigningKey),
          'paypal-cert-url': certUrl(),
          'paypal-auth-algo': 'SHA256withRSA',
        },
        body,
      },
      ctx.log,
    );
  }

  const apiError = (res: ServerResponse, status: number, name: string, message: string) =>
    sendJson(res, status, { name, message, debug_id: id(6).toLowerCase() });

  /** Handles `/paypal/*`; false for anything else. */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (!path.startsWith('/paypal/')) return false;
    const url = new URL(req.url ?? '/', 'http://sandbox');

    if (path === '/paypal/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order || order.status !== 'CREATED') {
        sendHtml(res, 410, '<h1>This PayPal order cannot be approved</h1>');
        return true;
      }
      if (req.method === 'GET') {
        const unit = order.purchase_units[0]!;
        sendHtml(
          res,
          200,
          hostedPage({
            provider: 'PayPal',
            title: unit.description ?? 'PayPal order',
            amount: `${unit.amount.value} ${unit.amount.currency_code}`,
            action: `/paypal/checkoutnow?token=${order.id}`,
          }),
        );
        return true;
      }
      const outcome = new URLSearchParams(await readBody(req)).get('outcome');
      if (outcome === 'pay') {
        order.status = 'APPROVED';
        // Usually after the buyer is back (and the store has captured); a store that never saw the buyer captures on it.
        queueWebhook('CHECKOUT.ORDER.APPROVED', 'checkout-order', view(order), 1500);
        const back = new URL(order.return_url ?? ctx.siteUrl);
        back.searchParams.set('token', order.id);
        back.searchParams.set('PayerID', id(6));
        redirect(res, back.toString());
      } else {
        const back = new URL(order.cancel_url ?? ctx.siteUrl);
        back.searchParams.set('token', order.id);
        redirect(res, back.toString());
      }
      return true;
    }

    if (req.method === 'GET' && path === '/paypal/v1/notifications/certs/CERT-sandbox') {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' });
      res.end(publicKey.export({ type: 'spki', format: 'pem' }));
      return true;
    }

    if (req.method === 'POST' && path === '/paypal/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== basic) {
        sendJson(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        return true;
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      sendJson(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-SANDBOX',
        expires_in: 32400,
        nonce: id(),
      });
      return true;
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      sendJson(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
      return true;
    }

    if (req.method === 'POST' && path === '/paypal/v2/checkout/orders') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const units = body.purchase_units as PaypalOrder['purchase_units'] | undefined;
      const amount = units?.[0]?.amount;
      if (
        body.intent !== 'CAPTURE' ||
        !amount ||
        !/^\d+(\.\d{2})?$/.test(String(amount.value)) ||
        !/^[A-Z]{3}$/.test(String(amount.currency_code))
      ) {
        apiError(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        );
        return true;
      }
      const context = (body.application_context ??
        (body.payment_source as Record<string, Record<string, unknown>> | undefined)?.paypal?.experience_context ??
        {}) as Record<string, string>;
      const order: PaypalOrder = {
        id: id(),
        status: 'CREATED',
        intent: 'CAPTURE',
        purchase_units: units,
        return_url: context.return_url,
        cancel_url: context.cancel_url,
        approveRel: body.application_context ? 'approve' : 'payer-action',
      };
      orders.set(order.id, order);
      sendJson(res, 201, view(order));
      return true;
    }
    const orderPath = /^\/paypal\/v2\/checkout\/orders\/([0-9A-F]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(orderPath[1]!);
      if (!order) {
        apiError(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
        return true;
      }
      if (!orderPath[2] && req.method === 'GET') {
        sendJson(res, 200, view(order));
        return true;
      }
      if (order.status === 'COMPLETED') {
        apiError(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        return true;
      }
      if (order.status !== 'APPROVED') {
        apiError(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        return true;
      }
      const unit = order.purchase_units[0]!;
      order.status = 'COMPLETED';
      order.capture = { id: id(), status: 'COMPLETED', amount: unit.amount, custom_id: unit.custom_id, refunded: false };
      sendJson(res, 201, view(order));
      const capture = {
        id: order.capture.id,
        status: 'COMPLETED',
        amount: unit.amount,
        custom_id: unit.custom_id,
        supplementary_data: { related_ids: { order_id: order.id } },
      };
      queueWebhook('PAYMENT.CAPTURE.COMPLETED', 'capture', capture, 50);
      return true;
    }
    const refundPath = /^\/paypal\/v2\/payments\/captures\/([0-9A-F]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundPath) {
      const order = [...orders.values()].find((o) => o.capture?.id === refundPath[1]);
      if (!order?.capture) {
        apiError(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
        return true;
      }
      if (order.capture.refunded) {
        apiError(res, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
        return true;
      }
      order.capture.refunded = true;
      order.capture.status = 'REFUNDED';
      const refund = {
        id: id(),
        status: 'COMPLETED',
        amount: order.capture.amount,
        custom_id: order.capture.custom_id,
        links: [{ rel: 'up', href: `${ctx.origin}/paypal/v2/payments/captures/${order.capture.id}`, method: 'GET' }],
      };
      sendJson(res, 201, refund);
      queueWebhook('PAYMENT.CAPTURE.REFUNDED', 'refund', refund, 50);
      return true;
    }
    if (req.method === 'GET' && path === '/paypal/v1/notifications/webhooks-events') {
      sendJson(res, 200, { events: [...events.values()].reverse(), count: events.size, links: [] });
      return true;
    }
    const resend = /^\/paypal\/v1\/notifications\/webhooks-events\/([\w-]+)\/resend$/.exec(path);
    if (req.method === 'POST' && resend) {
      const event = events.get(resend[1]!);
      if (!event) {
        apiError(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
        return true;
      }
      // PayPal answers 202 and delivers later; the sandbox delivers first, so a caller can count on it.
      await sendWebhook(event);
      sendJson(res, 202, event);
      return true;
    }
    if (req.method === 'POST' && path === '/paypal/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const signed = `${String(body.transmission_id)}|${String(body.transmission_time)}|${String(body.webhook_id)}|${crc32(
        Buffer.from(JSON.stringify(body.webhook_event), 'utf8'),
      )}`;
      const ok =
        body.auth_algo === 'SHA256withRSA' &&
        body.cert_url === certUrl() &&
        typeof body.transmission_sig === 'string' &&
        verify('sha256', Buffer.from(signed), publicKey, Buffer.from(body.transmission_sig, 'base64'));
      sendJson(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      return true;
    }
    apiError(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    return true;
  };
}
