/**
 * SSLCommerz and PayPal against the local payment sandbox (issue 23 §1): the buyer pays on the
 * provider's page and gets the licence with no admin. An SSLCommerz IPN approves only what the
 * validation API confirms for the same order, amount and currency (risk_level 1 is flagged);
 * a PayPal order is captured once between the buyer's return and PayPal's notifications, whose
 * signature PayPal itself must confirm; a refunded capture refunds the order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import { adminToken, afterCommitSettled, api, baseUrl, isLocalStack, mailsTo, registerAndLogin, until } from '../helpers/api';
import { expectApprovedOnce, expectRevoked } from '../helpers/orders';
import {
  deliverAsProvider,
  formPost,
  gatewayOrder as newGatewayOrder,
  paidSslcommerzSession,
  paypalApi,
  paypalCapture,
  paypalEvent,
  paypalEventsOf,
  postPaypalWebhook,
  postSslcommerzIpn,
  pressHostedPage,
  resendPaypalEvent,
  returnForm,
  signedPaypalEvent,
  sslcommerzApi,
  sslcommerzRefundedAlready,
  useSandboxGateways,
} from '../helpers/payments';

type Song = { id: string; title: string; price: number };
type Buyer = Awaited<ReturnType<typeof registerAndLogin>>;

let admin: string;
let songs: Song[];
let songCursor = 41;
const nextSong = () => songs[songCursor++ % songs.length]!;

const approvedMails = (email: string) => mailsTo(email).filter((m) => /approved/i.test(m.subject));
const refundedMails = (email: string) => mailsTo(email).filter((m) => /refunded/i.test(m.subject));
const orderOf = async (buyer: Buyer, orderId: number) => (await api('getOrder', { params: { orderId }, token: buyer.token })).body;

/** A new subscriber's `planName` plan bought through `paymentMethod`, with the Pay button of its hosted page pressed. */
async function planPaidOnHostedPage(buyerName: string, planName: string, paymentMethod: 'sslcommerz' | 'paypal') {
  const buyer = await registerAndLogin(buyerName);
  const plan = (await api('listPlans')).body.find((p) => p.name === planName)!;
  const bought = await api('purchaseSubscription', { token: buyer.token, body: { planId: plan.id, paymentMethod } });
  expect(bought.status, bought.text).toBe(201);
  return { buyer, plan, bought, paid: await pressHostedPage(bought.body.checkoutUrl!, 'pay') };
}

/** A buyer's pending order for a fresh song, paid through `method` (its hosted page not visited yet). */
const gatewayOrder = (method: 'sslcommerz' | 'paypal', name?: string) => newGatewayOrder(method, nextSong(), name);

/** The IPN SSLCommerz posts for a valid payment (fields overridable: what a forger would change). */
const ipnFields = (orderId: number, valId: string, amount: number, overrides: Record<string, string> = {}) => ({
  status: 'VALID',
  tran_id: String(orderId),
  val_id: valId,
  amount: amount.toFixed(2),
  currency: 'BDT',
  currency_type: 'BDT',
  currency_amount: amount.toFixed(2),
  bank_tran_id: 'BT-FORM',
  risk_level: '0',
  ...overrides,
});

let webhookId: string;

beforeAll(async () => {
  admin = await adminToken();
  webhookId = (await useSandboxGateways(admin, { paypal: true, sslcommerz: true })).paypal.webhookId;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter((s) => s.price > 0);
});

describe.skipIf(!isLocalStack())('SSLCommerz through the sandbox', () => {
  it('offers PayPal and SSLCommerz to buyers while their gateways are enabled', async () => {
    const methods = (await api('getActivePaymentMethods')).body;
    expect(methods).toContainEqual({ type: 'gateway', name: 'paypal' });
    expect(methods).toContainEqual({ type: 'gateway', name: 'sslcommerz' });
  });

  it('a buyer pays a song in taka on the hosted page and is returned to the invoice with the licence, without an admin', async () => {
    const { buyer, song, amount, orderId, checkoutUrl } = await gatewayOrder('sslcommerz');
    expect(checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sslcommerz\/pay\/[0-9A-F]+$/);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', currency: 'BDT', amount, payment_method: 'sslcommerz' });

    const paid = await pressHostedPage(checkoutUrl, 'pay');
    expect(paid.status).toBe(200);
    const back = returnForm(await paid.text());
    expect(back.action).toMatch(new RegExp(`^http://localhost:\\d+/api/orders/${orderId}/sslcommerz/return\\?outcome=success$`));
    const returned = await fetch(back.action, { ...formPost(back.fields), redirect: 'manual' });
    expect(returned.status).toBe(302);
    expect(returned.headers.get('location')).toMatch(new RegExp(`^http://localhost:\\d+/invoice/${orderId}\\?payment=success$`));

    const order = await orderOf(buyer, orderId);
    expect(order.status).toBe('completed');
    expect(order.license_key).toMatch(/^MM-/);
    expect(order.payment_reference).toBe(back.fields.bank_tran_id);
    expect((await api('verifyLicense', { params: { key: order.license_key! } })).body.valid).toBe(true);
    expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).toContain(song.id);
    expect((await api('downloadOrder', { params: { orderId }, token: buyer.token })).status).toBe(200);
    await afterCommitSettled(orderId);
    expect(approvedMails(buyer.email)).toHaveLength(1);
  });

  it('a plan paid through SSLCommerz activates the subscription and returns the buyer to its invoice', async () => {
    const { buyer, plan: pro, bought, paid } = await planPaidOnHostedPage('SSLCommerz Subscriber', 'Pro', 'sslcommerz');
    const back = returnForm(await paid.text());
    const returned = await fetch(back.action, { ...formPost(back.fields), redirect: 'manual' });
    expect(returned.headers.get('location')).toMatch(new RegExp(`/subscription-invoice/${bought.body.subscriptionId}\\?payment=success$`));
    expect((await api('getMySubscription', { token: buyer.token })).body).toMatchObject({ status: 'active', plan_id: pro.id });
    expect(await orderOf(buyer, bought.body.orderId)).toMatchObject({ status: 'completed', currency: 'BDT', amount: usdToBdt(pro.price) });
  });

  it('a failed payment leaves the order pending, returns the buyer to the invoice, and buying again opens a new page', async () => {
    const { buyer, song, amount, orderId, checkoutUrl } = await gatewayOrder('sslcommerz');
    const failed = await pressHostedPage(checkoutUrl, 'fail');
    const back = returnForm(await failed.text());
    expect(back.fields.status).toBe('FAILED');
    const returned = await fetch(back.action, { ...formPost(back.fields), redirect: 'manual' });
    expect(returned.headers.get('location')).toMatch(new RegExp(`/invoice/${orderId}\\?payment=failed$`));
    expect((await orderOf(buyer, orderId)).status).toBe('pending');

    const again = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'sslcommerz', amount } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ orderId, existing: true });
    expect(again.body.checkoutUrl).not.toBe(checkoutUrl);
    await pressHostedPage(again.body.checkoutUrl!, 'pay');
    expect((await orderOf(buyer, orderId)).status).toBe('completed');
  });

  it('an IPN whose validation is not VALID approves nothing, whatever the form claims', async () => {
    const { buyer, amount, orderId } = await gatewayOrder('sslcommerz');
    for (const valId of ['FORGED0001', `${orderId}`]) {
      const res = await postSslcommerzIpn(ipnFields(orderId, valId, amount));
      expect(res.status).toBe(200);
    }
    // A form that says FAILED carries no payment to validate.
    expect((await postSslcommerzIpn(ipnFields(orderId, 'X', amount, { status: 'FAILED' }))).status).toBe(200);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', license_key: null, review_reason: null });
    expect(approvedMails(buyer.email)).toHaveLength(0);
  });

  it('a payment SSLCommerz marks risky (risk_level 1) is flagged for review, not approved', async () => {
    const { buyer, orderId, checkoutUrl } = await gatewayOrder('sslcommerz');
    await pressHostedPage(checkoutUrl, 'pay', { risk_level: '1' });
    const order = await orderOf(buyer, orderId);
    expect(order).toMatchObject({ status: 'pending', license_key: null });
    expect(order.review_reason).toMatch(/risk_level 1/);
    const listed = (await api('listAdminOrders', { token: admin, query: { q: String(orderId) } })).body;
    expect(listed.find((o) => o.id === orderId)?.review_reason).toMatch(/risky/);
    expect(approvedMails(buyer.email)).toHaveLength(0);
  });

  it("a forged IPN approves nothing: another order's payment, or a payment of the wrong amount", async () => {
    const victim = await gatewayOrder('sslcommerz');
    const other = await gatewayOrder('sslcommerz');
    // A real payment of `other`, posted as if it paid `victim`: the validation names `other`.
    const othersPayment = await paidSslcommerzSession(other.orderId, other.amount);
    expect((await postSslcommerzIpn(ipnFields(victim.orderId, othersPayment, victim.amount))).status).toBe(200);
    expect(await orderOf(victim.buyer, victim.orderId)).toMatchObject({ status: 'pending', license_key: null, review_reason: null });

    // 10 taka really paid for the victim's order, the form claiming the full price.
    const cheap = await paidSslcommerzSession(victim.orderId, 10);
    expect((await postSslcommerzIpn(ipnFields(victim.orderId, cheap, victim.amount))).status).toBe(200);
    const order = await orderOf(victim.buyer, victim.orderId);
    expect(order).toMatchObject({ status: 'pending', license_key: null });
    expect(order.review_reason).toMatch(/reported 10\.00 BDT; the order is/);
    expect(approvedMails(victim.buyer.email)).toHaveLength(0);
  });

  it('20 concurrent IPNs of one payment give one licence and one mail', async () => {
    const { buyer, song, amount, orderId } = await gatewayOrder('sslcommerz');
    const valId = await paidSslcommerzSession(orderId, amount);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deliverAsProvider(() => postSslcommerzIpn(ipnFields(orderId, valId, amount)))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    await expectApprovedOnce(buyer, orderId, song.id);
  });

  it('answers a malformed IPN with 400 and changes nothing', async () => {
    const { buyer, orderId } = await gatewayOrder('sslcommerz');
    for (const body of ['', 'status=VALID&val_id=1', '{"tran_id":1}', `tran_id=${orderId}&val_id=${'x'.repeat(30_000)}&status=VALID`]) {
      const res = await fetch(`${baseUrl()}/api/webhooks/sslcommerz`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status, body.slice(0, 40)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    }
    expect((await orderOf(buyer, orderId)).status).toBe('pending');
  });

  it("an admin's refund of an SSLCommerz order goes through SSLCommerz's refund API and revokes the licence", async () => {
    const { buyer, song, amount, orderId, checkoutUrl } = await gatewayOrder('sslcommerz');
    await pressHostedPage(checkoutUrl, 'pay');
    const { license_key: key, payment_reference: bankTranId } = await orderOf(buyer, orderId);
    expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).toContain(song.id);
    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Buyer asked' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refund_reason: 'Buyer asked' });
    await expectRevoked(buyer.token, orderId, song.id, key!);
    // SSLCommerz paid it back: a second refund there is refused, and here it is 409.
    expect(await sslcommerzRefundedAlready(bankTranId!, amount)).toBe(true);
    expect((await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Again' } })).status).toBe(409);
    expect(refundedMails(buyer.email)).toHaveLength(1);
  });

  it('refunds an SSLCommerz order an admin approved by hand: through SSLCommerz when it holds the payment, else recorded like a manual refund', async () => {
    // Paid at SSLCommerz, but neither its IPN nor the buyer's return reached the store: the admin approved it by hand.
    const paid = await gatewayOrder('sslcommerz');
    const valId = await paidSslcommerzSession(paid.orderId, paid.amount);
    expect((await api('approvePayment', { token: admin, params: { orderId: paid.orderId } })).status).toBe(200);
    const { license_key: key } = await orderOf(paid.buyer, paid.orderId);
    const refunded = await api('refundOrder', { token: admin, params: { orderId: paid.orderId }, body: { reason: 'Buyer asked' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect((await api('verifyLicense', { params: { key: key! } })).body).toMatchObject({ valid: false, status: 'revoked' });
    // The store found the payment by its tran_id and SSLCommerz paid it back: a second refund there is refused.
    const { bank_tran_id: bankTranId } = await sslcommerzApi('validationserverAPI.php', { val_id: valId });
    expect(await sslcommerzRefundedAlready(bankTranId!, paid.amount)).toBe(true);

    // Never paid at SSLCommerz (the money came some other way) and approved by hand: no money went
    // through SSLCommerz, so the refund is recorded with the admin's note, as for a manual method.
    const unpaid = await gatewayOrder('sslcommerz');
    expect((await api('approvePayment', { token: admin, params: { orderId: unpaid.orderId } })).status).toBe(200);
    const recorded = await api('refundOrder', {
      token: admin,
      params: { orderId: unpaid.orderId },
      body: { reason: 'Paid back by bKash' },
    });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'refunded', refund_reason: 'Paid back by bKash' });
    expect((await api('downloadOrder', { params: { orderId: unpaid.orderId }, token: unpaid.buyer.token })).status).toBe(403);
  });
});

/** A pending PayPal order for a fresh song and the PayPal order made for it (nobody approved it on PayPal). */
async function paypalOrder(name = 'PayPal Buyer') {
  const o = await gatewayOrder('paypal', name);
  return { ...o, paypalOrderId: (await orderOf(o.buyer, o.orderId)).payment_reference! };
}

/** A PayPal order approved by the buyer on PayPal's page (not captured yet). */
async function approvedPaypalOrder(name = 'PayPal Buyer') {
  const o = await paypalOrder(name);
  const approved = await pressHostedPage(o.checkoutUrl, 'pay');
  expect(approved.status).toBe(303);
  return { ...o, returnUrl: approved.headers.get('location')! };
}

/** A PAYMENT.CAPTURE.COMPLETED event for the order as PayPal would send it. */
const captureCompleted = (orderId: number, paypalOrderId: string, value: string, currency = 'USD') =>
  paypalEvent('PAYMENT.CAPTURE.COMPLETED', {
    id: `CAP${orderId}`,
    status: 'COMPLETED',
    amount: { currency_code: currency, value },
    custom_id: String(orderId),
    supplementary_data: { related_ids: { order_id: paypalOrderId } },
  });

describe.skipIf(!isLocalStack())('PayPal through the sandbox', () => {
  it('the buyer approves on PayPal, comes back, and the capture approves the order once (capture, notifications and replays: one licence)', async () => {
    const { buyer, song, orderId, checkoutUrl, paypalOrderId, returnUrl } = await approvedPaypalOrder();
    expect(checkoutUrl).toMatch(/\/paypal\/checkoutnow\?token=[0-9A-F]+$/);
    expect(returnUrl).toMatch(new RegExp(`^http://localhost:\\d+/invoice/${orderId}\\?payment=paypal&token=${paypalOrderId}&PayerID=`));

    const captured = await api('capturePaypalOrder', { token: buyer.token, params: { orderId } });
    expect(captured.status, captured.text).toBe(200);
    expect(captured.body).toMatchObject({ status: 'completed', currency: 'USD', amount: song.price, payment_reference: paypalOrderId });
    expect(captured.body.license_key).toMatch(/^MM-/);
    const again = await api('capturePaypalOrder', { token: buyer.token, params: { orderId } });
    expect(again.body).toEqual(captured.body);

    // PayPal's notifications of the same payment (and their replays) change nothing.
    const events = [
      ...(await paypalEventsOf(orderId, 'PAYMENT.CAPTURE.COMPLETED')),
      ...(await paypalEventsOf(orderId, 'CHECKOUT.ORDER.APPROVED')),
    ];
    expect(events.map((e) => e.event_type).sort()).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']);
    for (const e of [...events, ...events]) expect((await resendPaypalEvent(e.id)).status).toBe(202);
    expect(await orderOf(buyer, orderId)).toEqual(captured.body);
    expect((await api('getLibrary', { token: buyer.token })).body.filter((s) => s.id === song.id)).toHaveLength(1);
    await afterCommitSettled(orderId);
    expect(approvedMails(buyer.email)).toHaveLength(1);
  });

  it("a buyer who approves but never comes back is captured from PayPal's CHECKOUT.ORDER.APPROVED notification", async () => {
    const { buyer, orderId } = await approvedPaypalOrder();
    const [approvedEvent] = await paypalEventsOf(orderId, 'CHECKOUT.ORDER.APPROVED');
    expect((await resendPaypalEvent(approvedEvent!.id)).status).toBe(202);
    expect((await orderOf(buyer, orderId)).status).toBe('completed');
    await afterCommitSettled(orderId);
    expect(approvedMails(buyer.email)).toHaveLength(1);
  });

  it('a plan paid with PayPal activates the subscription', async () => {
    const { buyer, plan: basic, bought, paid: approved } = await planPaidOnHostedPage('PayPal Subscriber', 'Basic', 'paypal');
    expect(approved.headers.get('location')).toMatch(
      new RegExp(`/subscription-invoice/${bought.body.subscriptionId}\\?payment=paypal&token=`),
    );
    const captured = await api('capturePaypalOrder', { token: buyer.token, params: { orderId: bought.body.orderId } });
    expect(captured.body).toMatchObject({ status: 'completed', amount: basic.price, currency: 'USD' });
    expect((await api('getMySubscription', { token: buyer.token })).body).toMatchObject({ status: 'active', plan_id: basic.id });
  });

  it('capturing an order the buyer cancelled on PayPal answers 409 and leaves it payable', async () => {
    const { buyer, orderId, checkoutUrl } = await gatewayOrder('paypal');
    const cancelled = await pressHostedPage(checkoutUrl, 'fail');
    expect(cancelled.headers.get('location')).toMatch(new RegExp(`/invoice/${orderId}\\?payment=cancelled&token=`));
    const captured = await api('capturePaypalOrder', { token: buyer.token, params: { orderId } });
    expect(captured.status).toBe(409);
    expect(captured.body.code).toBe('PAYPAL_NOT_APPROVED');
    expect((await orderOf(buyer, orderId)).status).toBe('pending');
    const other = await registerAndLogin('Not The Buyer');
    expect((await api('capturePaypalOrder', { token: other.token, params: { orderId } })).status).toBe(404);
  });

  it('an unverifiable PayPal webhook answers 400 and changes nothing', async () => {
    const { buyer, song, orderId, paypalOrderId } = await paypalOrder();
    const event = captureCompleted(orderId, paypalOrderId, song.price.toFixed(2));
    const good = signedPaypalEvent(event, webhookId);
    const cases: [string, { body: string; headers: Record<string, string> }][] = [
      ['unsigned', { body: good.body, headers: { 'content-type': 'application/json' } }],
      ['another webhook', signedPaypalEvent(event, 'WH-NOT-THE-STORES')],
      ['tampered', { body: good.body.replace(song.price.toFixed(2), '0.01'), headers: good.headers }],
      [
        'forged signature',
        { body: good.body, headers: { ...good.headers, 'paypal-transmission-sig': Buffer.alloc(256, 7).toString('base64') } },
      ],
      ['foreign certificate', { body: good.body, headers: { ...good.headers, 'paypal-cert-url': 'https://attacker.example/cert.pem' } }],
      ['not JSON', { body: 'amount=1', headers: signedPaypalEvent({}, webhookId).headers }],
    ];
    for (const [what, signed] of cases) {
      const res = await postPaypalWebhook(signed);
      expect(res.status, what).toBe(400);
      expect(((await res.json()) as { error: string }).error, what).toMatch(/^Invalid PayPal webhook/);
    }
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'pending', license_key: null, review_reason: null });
    // The same event, signed for the store's webhook: approved (so the refusals above were the signature's doing).
    expect((await postPaypalWebhook(good)).status).toBe(200);
    expect((await orderOf(buyer, orderId)).status).toBe('completed');
  });

  it('a completed capture of the wrong amount or currency is flagged, not approved', async () => {
    for (const [value, currency, reason] of [
      ['0.01', 'USD', /reported 0\.01 USD; the order is/],
      [null, 'EUR', /EUR; the order is .* USD/],
    ] as const) {
      const { buyer, song, orderId, paypalOrderId } = await paypalOrder();
      expect(
        (
          await postPaypalWebhook(
            signedPaypalEvent(captureCompleted(orderId, paypalOrderId, value ?? song.price.toFixed(2), currency), webhookId),
          )
        ).status,
      ).toBe(200);
      const order = await orderOf(buyer, orderId);
      expect(order).toMatchObject({ status: 'pending', license_key: null });
      expect(order.review_reason).toMatch(reason);
    }
  });

  it('20 concurrent deliveries of one capture notification give one licence and one mail', async () => {
    const { buyer, song, orderId, paypalOrderId } = await approvedPaypalOrder();
    // Captured away from the buyer's return (as a PayPal dashboard or another server would): only notifications tell the store.
    expect((await paypalApi('POST', `/v2/checkout/orders/${paypalOrderId}/capture`, {})).status).toBe(201);
    const [completed] = await paypalEventsOf(orderId, 'PAYMENT.CAPTURE.COMPLETED');
    const signed = signedPaypalEvent(completed!, webhookId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => resendPaypalEvent(completed!.id).then((r) => r.status)),
      ...Array.from({ length: 10 }, () => deliverAsProvider(() => postPaypalWebhook(signed)).then((r) => r.status)),
    ]);
    expect(answers).toEqual([...Array<number>(10).fill(202), ...Array<number>(10).fill(200)]);
    const order = await orderOf(buyer, orderId);
    expect(order.status).toBe('completed');
    const owned = (await api('getLibrary', { token: buyer.token })).body.filter((s) => s.id === song.id);
    expect(owned).toHaveLength(1);
    await afterCommitSettled(orderId);
    expect(approvedMails(buyer.email)).toHaveLength(1);
  });

  it("PayPal's own refund (PAYMENT.CAPTURE.REFUNDED, refunded in PayPal's dashboard) takes the refund path once; its replays change nothing", async () => {
    const { buyer, song, orderId, paypalOrderId } = await approvedPaypalOrder();
    const { license_key: key } = (await api('capturePaypalOrder', { token: buyer.token, params: { orderId } })).body;
    // The sale's figures follow from the approval's after-commit record.
    await afterCommitSettled(orderId);
    const before = (await api('getAdminOrderStats', { token: admin })).body;
    const capture = await paypalCapture(paypalOrderId);
    expect((await paypalApi('POST', `/v2/payments/captures/${capture!.id}/refund`, {})).status).toBe(201);

    // PayPal tells the store of it.
    await until(async () => (await orderOf(buyer, orderId)).status === 'refunded', 'the refund notice', 20_000);
    const refunded = await orderOf(buyer, orderId);
    const [notice] = await paypalEventsOf(orderId, 'PAYMENT.CAPTURE.REFUNDED');
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund_reason).toMatch(/^Refunded in PayPal/);
    await expectRevoked(buyer.token, orderId, song.id, key!);
    const after = (await api('getAdminOrderStats', { token: admin })).body;
    expect([after.completed, after.refunded]).toEqual([before.completed - 1, (before.refunded ?? 0) + 1]);

    await until(async () => refundedMails(buyer.email).length === 1, 'the refund mail');

    // Replayed by PayPal, or a forged copy with a new id signed for the store: nothing more.
    for (let i = 0; i < 2; i++) expect((await resendPaypalEvent(notice!.id)).status).toBe(202);
    const copy = signedPaypalEvent(paypalEvent('PAYMENT.CAPTURE.REFUNDED', notice!.resource), webhookId);
    expect((await postPaypalWebhook(copy)).status).toBe(200);
    expect(await orderOf(buyer, orderId)).toEqual(refunded);
    expect((await api('getAdminOrderStats', { token: admin })).body.refunded).toBe(after.refunded);
    expect(refundedMails(buyer.email)).toHaveLength(1);
  });

  it("an admin's refund of a PayPal order refunds the capture at PayPal and revokes the licence; PayPal's own notice of it changes nothing more", async () => {
    const { buyer, song, orderId, paypalOrderId } = await approvedPaypalOrder();
    const { license_key: key } = (await api('capturePaypalOrder', { token: buyer.token, params: { orderId } })).body;
    expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).toContain(song.id);
    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Duplicate purchase' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refund_reason: 'Duplicate purchase' });
    expect((await paypalCapture(paypalOrderId))?.status).toBe('REFUNDED');
    await expectRevoked(buyer.token, orderId, song.id, key!);
    const [notice] = await paypalEventsOf(orderId, 'PAYMENT.CAPTURE.REFUNDED');
    expect((await resendPaypalEvent(notice!.id)).status).toBe(202);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: 'refunded', refund_reason: 'Duplicate purchase' });
    expect((await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Again' } })).status).toBe(409);
    expect(refundedMails(buyer.email)).toHaveLength(1);
  });
});
