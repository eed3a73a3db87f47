/**
 * Routes of one area: automatic payments. Providers call the webhooks; each verifies the call
 * itself (a signature or the provider's validation API), so they are public and read the raw body.
 */
import { Order, OrderParams, RefundOrderBody } from '../orders';
import * as z from '../zod';
import { defineRoute, defineRoutes } from './define';

export const WebhookReceived = /* @__PURE__ */ z.lazySchema(() => z.object({ received: z.boolean() }));

export const stripeWebhookRoute = /* @__PURE__ */ defineRoute('stripeWebhook', {
  // A correctly signed event is handled whoever sends it; unsigned or wrongly signed ones answer 400.
  authz: { anonymous: 200, user: 200, otherUser: 200, admin: 200 },
  access: { table: 'write', mail: true, secrets: 'open' },
  response: WebhookReceived,
  summary: "Stripe's notifications: signature checked, each event once; a paid Checkout Session approves its order",
});

export const refundOrderRoute = /* @__PURE__ */ defineRoute('refundOrder', {
  authz: { anonymous: 401, user: 403, otherUser: 403, admin: 200, owns: ['orderId'] },
  access: { table: 'write', mail: true, secrets: 'open' },
  params: OrderParams,
  body: RefundOrderBody,
  response: Order,
  summary: 'Refund a completed order (card through Stripe): licence revoked, entitlement gone, figures reversed',
});

export const paymentsRoutes = /* @__PURE__ */ defineRoutes({
  stripeWebhook: stripeWebhookRoute,
  refundOrder: refundOrderRoute,
});
