/**
 * Card payments through Stripe Checkout against the local payment sandbox (issue 23): the buyer
 * pays on the hosted page and gets the licence with no admin action; the webhook trusts only
 * correctly signed, fresh events, handles each once, and flags what does not match the order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, afterCommitSettled, api, baseUrl, isLocalStack, mailsTo, registerAndLogin, isDemoSong } from '../helpers/api';
import { deliverAsProvider, paidCheckoutSession, signedStripeEvent, stripeEvent, useSandboxGateways } from '../helpers/payments';
import { expectApprovedOnce } from '../helpers/orders';
import { inTurn } from '../helpers/turns';

type Song = { id: string; title: string; price: number };

let admin: string;
let webhookSecret: string;
let songs: Song[];
const nextSong = inTurn(() => songs, 7);

const postWebhook = (body: string, headers: Record<string, string>) =>
  fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body, headers });

/** The hosted page's Pay (or Fail) button, as the browser would press it. */
async function press(checkoutUrl: string, outcome: 'pay' | 'fail') {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
  return fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

/** A buyer with a pending card order for a fresh song, and its Checkout Session. */
async function cardOrder() {
  const buyer = await registerAndLogin('Card Buyer');
  const song = nextSong();
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'stripe', amount: song.price } });
  expect(created.status, created.text).toBe(201);
  const orderId = created.body.orderId;
  const order = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
  return { buyer, song, orderId, checkoutUrl: created.body.checkoutUrl!, sessionId: order.payment_reference! };
}

/** The `checkout.session.completed` event Stripe would send for the order (fields overridable). */
function completedEvent(orderId: number, sessionId: string, amountCents: number, overrides: Record<string, unknown> = {}) {
  return stripeEvent('checkout.session.completed', {
    ...paidCheckoutSession(sessionId, orderId, amountCents, 'pi_test_manual'),
    ...overrides,
  });
}

const cents = (usd: number) => Math.round(usd * 100);
const approvedMails = (email: string) => mailsTo(email).filter((m) => /approved/i.test(m.subject));

beforeAll(async () => {
  admin = await adminToken();
  webhookSecret = (await useSandboxGateways(admin)).stripe.webhookSecret;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
});

describe.skipIf(!isLocalStack())('card payments through the sandbox', () => {
  it('offers card to buyers while the Stripe gateway is enabled', async () => {
    const methods = (await api('getActivePaymentMethods')).body;
    expect(methods).toContainEqual(expect.objectContaining({ type: 'card', name: 'stripe' }));
  });

  it("a buyer pays a song on Stripe's hosted page and gets the licence, library entry and mail without an admin", async () => {
    const { buyer, song, orderId, checkoutUrl, sessionId } = await cardOrder();
    expect(checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/stripe\/pay\/cs_test_/);
    expect(sessionId).toMatch(/^cs_test_/);
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body).toMatchObject({
      status: 'pending',
      amount: song.price,
      currency: 'USD',
      payment_method: 'stripe',
      payment_reference: sessionId,
    });

    const paid = await press(checkoutUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`^http://localhost:\\d+/invoice/${orderId}\\?payment=success$`));

    const order = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
    expect(order.status).toBe('completed');
    expect(order.license_key).toMatch(/^MM-/);
    const verified = await api('verifyLicense', { params: { key: order.license_key! } });
    expect(verified.body.valid).toBe(true);
    expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).toContain(song.id);
    expect((await api('downloadOrder', { params: { orderId }, token: buyer.token })).status).toBe(200);
    await afterCommitSettled(orderId);
    expect(approvedMails(buyer.email)).toHaveLength(1);
  });

  it("a plan paid on Stripe's hosted page activates the subscription without an admin", async () => {
    const buyer = await registerAndLogin('Card Subscriber');
    const plans = (await api('listPlans')).body;
    const pro = plans.find((p) => p.name === 'Pro')!;
    const bought = await api('purchaseSubscription', { token: buyer.token, body: { planId: pro.id, paymentMethod: 'stripe' } });
    expect(bought.status, bought.text).toBe(201);
    expect(bought.body.checkoutUrl).toMatch(/\/stripe\/pay\/cs_test_/);
    const paid = await press(bought.body.checkoutUrl!, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/subscription-invoice/${bought.body.subscriptionId}\\?payment=success$`));
    const mine = await api('getMySubscription', { token: buyer.token });
    expect(mine.body).toMatchObject({ status: 'active', plan_id: pro.id });
    const order = (await api('getOrder', { params: { orderId: bought.body.orderId }, token: buyer.token })).body;
    expect(order).toMatchObject({ status: 'completed', amount: pro.price, currency: 'USD' });
  });

  it('the Fail button leaves the order pending and returns the buyer to the invoice', async () => {
    const { buyer, orderId, checkoutUrl } = await cardOrder();
    const failed = await press(checkoutUrl, 'fail');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toMatch(new RegExp(`/invoice/${orderId}\\?payment=cancelled$`));
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('pending');
  });

  it('unsigned, wrongly signed, tampered and stale webhooks answer 400 and change nothing; a replay answers 200 and does nothing', async () => {
    const { buyer, song, orderId, sessionId } = await cardOrder();
    const event = completedEvent(orderId, sessionId, cents(song.price));
    const good = signedStripeEvent(event, webhookSecret);
    const state = async () => (await api('getOrder', { params: { orderId }, token: buyer.token })).body;

    const unsigned = await postWebhook(good.body, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { error: string }).error).toMatch(/Stripe-Signature header is missing/);
    expect((await postWebhook(good.body, signedStripeEvent(event, 'whsec_notTheStoresSecret0').headers)).status).toBe(400);
    expect((await postWebhook(good.body.replace(String(cents(song.price)), '1'), good.headers)).status).toBe(400);
    const stale = signedStripeEvent(event, webhookSecret, Math.floor(Date.now() / 1000) - 301);
    expect((await postWebhook(stale.body, stale.headers)).status).toBe(400);
    expect(await state()).toMatchObject({ status: 'pending', license_key: null, review_reason: null });

    expect((await postWebhook(good.body, good.headers)).status).toBe(200);
    const approved = await state();
    expect(approved.status).toBe('completed');
    const replay = await postWebhook(good.body, good.headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });
    expect(await state()).toEqual(approved);
    await afterCommitSettled(orderId);
    expect(approvedMails(buyer.email)).toHaveLength(1);
  });

  it('20 concurrent deliveries of one payment (one event id and fresh ids) give one licence and one mail', async () => {
    const { buyer, song, orderId, sessionId } = await cardOrder();
    const same = signedStripeEvent(completedEvent(orderId, sessionId, cents(song.price)), webhookSecret);
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? same : signedStripeEvent(completedEvent(orderId, sessionId, cents(song.price)), webhookSecret),
    );
    const answers = await Promise.all(deliveries.map((d) => deliverAsProvider(() => postWebhook(d.body, d.headers))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    await expectApprovedOnce(buyer, orderId, song.id);
  });

  it('an amount, currency or order mismatch leaves the order unapproved and flags it in the admin orders list', async () => {
    const cases: [string, (orderId: number, sessionId: string, amount: number) => object, RegExp][] = [
      ['amount', (o, s, a) => completedEvent(o, s, a - 1), /reported \d+\.\d\d USD; the order is/],
      ['currency', (o, s, a) => completedEvent(o, s, a, { currency: 'eur' }), /EUR; the order is .* USD/],
      ['order', (o, s, a) => completedEvent(o, s, a, { client_reference_id: String(o + 100000) }), /names order/],
    ];
    for (const [what, build, reason] of cases) {
      const { buyer, song, orderId, sessionId } = await cardOrder();
      const signed = signedStripeEvent(build(orderId, sessionId, cents(song.price)), webhookSecret);
      expect((await postWebhook(signed.body, signed.headers)).status, what).toBe(200);
      const order = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
      expect(order.status, what).toBe('pending');
      expect(order.license_key, what).toBeNull();
      expect(order.review_reason, what).toMatch(reason);
      const listed = (await api('listAdminOrders', { token: admin, query: { q: String(orderId) } })).body;
      expect(listed.find((o) => o.id === orderId)?.review_reason, what).toMatch(reason);
      expect(approvedMails(buyer.email), what).toHaveLength(0);
    }
  });

  it('a session that is not paid yet (an async method) approves nothing until Stripe says it succeeded', async () => {
    const { buyer, song, orderId, sessionId } = await cardOrder();
    const unpaid = signedStripeEvent(completedEvent(orderId, sessionId, cents(song.price), { payment_status: 'unpaid' }), webhookSecret);
    expect((await postWebhook(unpaid.body, unpaid.headers)).status).toBe(200);
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('pending');
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', {
      ...completedEvent(orderId, sessionId, cents(song.price)).data.object,
    });
    const signed = signedStripeEvent(succeeded, webhookSecret);
    expect((await postWebhook(signed.body, signed.headers)).status).toBe(200);
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('completed');
  });
});
