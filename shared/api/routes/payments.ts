/**
 * Routes of one area: automatic payments. Providers call the webhooks; each verifies the call
 * itself (a signature or the provider's validation API), so they are public and read the raw body.
 */
import { MarkRefundedBody, Order, OrderParams, RefundOrderBody } from '../orders';
import * as z from '../zod';
import { adminWrite, anyoneWrite, ownerWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const WebhookReceived = /* @__PURE__ */ z.lazySchema(() => z.object({ received: z.boolean() }));

export const stripeWebhookRoute = /* @__PURE__ */ defineRoute('stripeWebhook', anyoneWrite, {
  // A correctly signed event is handled whoever sends it; unsigned or wrongly signed ones answer 400.
  mail: true,
  secrets: 'open',
  response: WebhookReceived,
  summary: "Stripe's notifications: signature checked, each event once; a paid Checkout Session approves its order",
});

export const refundOrderRoute = /* @__PURE__ */ defineRoute('refundOrder', adminWrite, {
  owns: ['orderId'],
  mail: true,
  secrets: 'open',
  params: OrderParams,
  body: RefundOrderBody,
  response: Order,
  summary: 'Refund a completed order (card and PayPal through the provider): licence revoked, entitlement gone, figures reversed',
});

export const markOrderRefundedRoute = /* @__PURE__ */ defineRoute('markOrderRefunded', adminWrite, {
  owns: ['orderId'],
  mail: true,
  params: OrderParams,
  body: MarkRefundedBody,
  response: Order,
  summary: 'Record that a refund due (a manual payment of an order closed by an exclusive sale) was paid back by hand; once (409 after)',
});

export const sslcommerzWebhookRoute = /* @__PURE__ */ defineRoute('sslcommerzWebhook', anyoneWrite, {
  // The form is never trusted as it stands: only SSLCommerz's validation API, asked with the stored store id, can approve.
  mail: true,
  secrets: 'open',
  response: WebhookReceived,
  summary: "SSLCommerz's IPN (form-encoded): approves only what the validation API confirms for the same order, amount and currency",
});

/** Where SSLCommerz's hosted page posts the buyer back: `success`, `fail` or `cancel`. */
export const SslcommerzReturnQuery = /* @__PURE__ */ z.lazySchema(() =>
  z.strictObject({ outcome: z.enum(['success', 'fail', 'cancel'], 'outcome must be success, fail or cancel') }),
);

export const sslcommerzReturnRoute = /* @__PURE__ */ defineRoute('sslcommerzReturn', anyoneWrite, {
  // The buyer's browser, posted back by SSLCommerz's page: no session travels with it. Everyone is sent to the invoice.
  status: 302,
  owns: [],
  mail: true,
  secrets: 'open',
  params: OrderParams,
  query: SslcommerzReturnQuery,
  summary: "SSLCommerz's return (form post): the payment confirmed through the validation API, then 302 to the invoice",
});

export const paypalWebhookRoute = /* @__PURE__ */ defineRoute('paypalWebhook', anyoneWrite, {
  // Verified through PayPal's verify-webhook-signature with the stored webhook id; anything else answers 400.
  mail: true,
  secrets: 'open',
  response: WebhookReceived,
  summary: "PayPal's notifications: verified by PayPal, each event once; a completed capture approves, a refunded one refunds",
});

export const capturePaypalOrderRoute = /* @__PURE__ */ defineRoute('capturePaypalOrder', ownerWrite, {
  owns: ['orderId'],
  mail: true,
  secrets: 'open',
  params: OrderParams,
  response: Order,
  summary: 'The buyer back from PayPal: the approved PayPal order captured and the order approved, once',
});

export const paymentsRoutes = /* @__PURE__ */ defineRoutes(
  stripeWebhookRoute,
  refundOrderRoute,
  markOrderRefundedRoute,
  sslcommerzWebhookRoute,
  sslcommerzReturnRoute,
  paypalWebhookRoute,
  capturePaypalOrderRoute,
);
