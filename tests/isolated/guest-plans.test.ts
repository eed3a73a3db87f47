/**
 * Guests buying plans (issue 23 §3): with `allowGuestCheckout` on, a signed-out visitor subscribes
 * with an email, pays on the card sandbox's hosted page, is mailed that the plan is active with a
 * link to sign up with the address, and once an account verifies that address the subscription is
 * the account's, with its period and quota. Email verification is switched on for the sign-up, so
 * this runs on the isolated stacks and leaves it off again.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import type { SystemSettings } from '../../shared/api/settings';
import { formatLongDate } from '../../functions/mail/format';
import { usdToBdt } from '../../shared/money';
import {
  adminToken,
  afterCommitSettled,
  api,
  apiFrom,
  apiLoose,
  baseUrl,
  isLocalStack,
  localTable,
  mailsTo,
  uniqueEmail,
} from '../helpers/api';
import {
  deliverAsProvider,
  formPost,
  paypalCapture,
  paypalEventsOf,
  postSslcommerzIpn,
  pressHostedPage,
  rememberSandboxOrigin,
  resendPaypalEvent,
  returnForm,
  sandboxCredentials,
  sslcommerzRefundedAlready,
  signedStripeEvent,
  stripeEvent,
  stripeSessionCharge,
  useSandboxGateways,
} from '../helpers/payments';
import { changeStoreSettings } from '../helpers/store-settings';
import { loopbackAddresses } from '../helpers/turns';

type Plan = { id: string; name: string; price: number; download_limit: number };

let admin: string;
let plan: Plan;
const nextIp = loopbackAddresses(40);
let suffixCounter = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}${++suffixCounter}`;
const guest = (token: string) => ({ authorization: `Guest ${token}` });
const setStore = (change: Partial<SystemSettings>) => changeStoreSettings(admin, change);

async function guestPlan(email: string, paymentMethod: 'stripe' | 'bkash' | 'sslcommerz', of: Plan = plan) {
  const created = await apiFrom(nextIp(), 'purchaseSubscription', { body: { planId: of.id, paymentMethod, email } });
  expect(created.status, created.text).toBe(201);
  expect(created.body.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...created.body, guestToken: created.body.guestToken! };
}

/**
 * `ending` ends and `next` is due to start `msAgo` before now, as the renewal sweep (run twice: the
 * second run finds nothing more to do) then finds them. Answers that moment.
 */
async function sweepAfterHandover(ending: string, next: string, msAgo: number, accountId: string): Promise<Date> {
  const at = new Date(Date.now() - msAgo);
  await moveSubscription(ending, 'endAt', at, accountId);
  await moveSubscription(next, 'startAt', at);
  for (let run = 0; run < 2; run++) expect((await api('sweepSubscriptionRenewals', { token: admin })).status).toBe(200);
  return at;
}

const guestIdOf = (email: string) => `guest_${createHash('sha256').update(email).digest('hex').slice(0, 40)}`;

/**
 * Moves a subscription's end (or a queued one's planned start) in the local table, as
 * tests/api/renewals.test.ts does: the record, the sweep index's copy, and the holder's active guard.
 */
async function moveSubscription(subscriptionId: string, field: 'endAt' | 'startAt', to: Date, guardOf?: string) {
  const ddb = localTable();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE_NAME,
        Key: { PK: `SUB#${subscriptionId}`, SK: 'SUB' },
        UpdateExpression: `SET ${field} = :at, GSI2SK = :sk`,
        ExpressionAttributeValues: { ':at': to.toISOString(), ':sk': `${to.toISOString()}#${subscriptionId}` },
      }),
    );
    if (guardOf) {
      await ddb.send(
        new UpdateCommand({
          TableName: LOCAL_TABLE_NAME,
          Key: { PK: `USER#${guardOf}`, SK: 'ACTIVE_SUB' },
          UpdateExpression: 'SET endEpoch = :end',
          ExpressionAttributeValues: { ':end': Math.floor(to.getTime() / 1000) },
        }),
      );
    }
  } finally {
    ddb.destroy();
  }
}

const PASSWORD = 'correct horse battery';
const walletProof = (prefix: string) => ({
  paymentMethod: 'bkash' as const,
  senderWallet: '01700000000',
  transactionId: `${prefix}${uniqueSuffix()}`,
});

/** Signs up with the address and proves it by the mailed link (verification on for the sign-up only): the account's id. */
async function verifiedAccount(email: string, name: string): Promise<string> {
  await setStore({ requireEmailVerification: true });
  const registered = await api('register', { body: { name, email, password: PASSWORD } });
  expect(registered.status, registered.text).toBe(201);
  const verify = mailsTo(email).find((m) => m.subject.startsWith('Verify your email address'));
  const verifyToken = /verify-email\?token=([^\s"&]+)/.exec(verify?.text ?? '')?.[1];
  expect((await api('verifyEmail', { body: { token: decodeURIComponent(verifyToken!) } })).status).toBe(200);
  await setStore({ requireEmailVerification: false });
  return registered.body.user.id;
}

/** Signs in (which joins what the address bought as a guest since): the session token. */
const signIn = async (email: string) => (await api('login', { body: { email, password: PASSWORD } })).body.token;

/** The account's own plan (the shared plan unless told), paid by wallet at checkout; approved unless told not to. */
async function ownPlan(token: string, { approve = true, of = plan }: { approve?: boolean; of?: Plan } = {}) {
  const own = await api('createSubscription', { token, body: { planId: of.id, amount: usdToBdt(of.price), ...walletProof('OWN') } });
  expect(own.status, own.text).toBe(201);
  if (approve) expect((await api('approvePayment', { params: { orderId: own.body.orderId }, token: admin })).status).toBe(200);
  return own.body;
}

/** A guest order's wallet payment, sent with its guest token, then the admin's approval. */
async function payAsGuest(bought: { orderId: number; guestToken: string }) {
  const paid = await api('submitGuestPayment', {
    params: { orderId: bought.orderId },
    headers: guest(bought.guestToken),
    body: walletProof('GST'),
  });
  expect(paid.status, paid.text).toBe(200);
  return api('approvePayment', { params: { orderId: bought.orderId }, token: admin });
}

/** A guest plan paid by wallet and approved: active. */
async function activeGuestPlan(email: string) {
  const bought = await guestPlan(email, 'bkash');
  expect((await payAsGuest(bought)).status).toBe(200);
  return bought;
}

/** A new lifetime plan of the store's. */
async function lifetimePlan(): Promise<Plan> {
  const created = await apiLoose('createPlan', {
    token: admin,
    body: { name: `Forever ${uniqueSuffix()}`, price: 49.99, duration: 'lifetime', download_limit: 5 },
  });
  expect(created.status, created.text).toBe(201);
  return created.body as Plan;
}

/**
 * An account whose own plan (paid by wallet) has `count` plans queued behind it, in order: each
 * ordered as a guest with the address and joined unpaid at the next sign-in (so the address may
 * order again), then the account's plan approved and each guest plan paid.
 */
async function accountWithQueuedPlans(tag: string, name: string, count: number) {
  const email = uniqueEmail(tag);
  const accountId = await verifiedAccount(email, name);
  const own = await ownPlan(await signIn(email), { approve: false });
  const queued: Awaited<ReturnType<typeof guestPlan>>[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) await signIn(email);
    queued.push(await guestPlan(email, 'bkash'));
  }
  expect((await api('approvePayment', { params: { orderId: own.orderId }, token: admin })).status).toBe(200);
  for (const bought of queued) expect((await payAsGuest(bought)).status).toBe(200);
  return { email, accountId, own, queued, token: await signIn(email) };
}

/**
 * An account's own plan ordered through `paymentMethod` (not paid yet) before a lifetime plan its
 * address bought as a guest joined the account: a plan that can never start.
 */
async function accountPlanBehindLifetime(tag: string, name: string, paymentMethod: 'stripe' | 'paypal' | 'sslcommerz') {
  const email = uniqueEmail(tag);
  await verifiedAccount(email, name);
  let token = await signIn(email);
  const bought = await api('purchaseSubscription', { token, body: { planId: plan.id, paymentMethod } });
  expect(bought.status, bought.text).toBe(201);
  rememberSandboxOrigin(bought.body.checkoutUrl!);
  const forever = await guestPlan(email, 'bkash', await lifetimePlan());
  expect((await payAsGuest(forever)).status).toBe(200);
  token = await signIn(email);
  expect((await api('getMySubscription', { token })).body).toMatchObject({ id: forever.subscriptionId, end_date: null });
  return { email, token, bought: bought.body, forever };
}

/** The plan's payment went back: its order refunded, its invoice closed, the lifetime plan untouched, one mail saying why. */
async function expectRefundedBehindLifetime(behind: Awaited<ReturnType<typeof accountPlanBehindLifetime>>) {
  const { email, token, bought, forever } = behind;
  expect((await api('getOrder', { params: { orderId: bought.orderId }, token })).body).toMatchObject({ status: 'refunded' });
  const invoice = await api('getSubscriptionInvoice', { token, params: { subscriptionId: bought.subscriptionId } });
  expect(invoice.body).toMatchObject({ status: 'rejected', order_status: 'refunded' });
  expect((await api('getMySubscription', { token })).body).toMatchObject({ id: forever.subscriptionId, status: 'active', next_plan: null });
  await afterCommitSettled(bought.orderId);
  const refunds = mailsTo(email).filter((m) => m.subject.endsWith(': refunded'));
  expect(refunds).toHaveLength(1);
  expect(refunds[0]!.text).toContain('lifetime plan');
}

beforeAll(async () => {
  admin = await adminToken();
  await useSandboxGateways(admin);
  plan = (await api('listPlans')).body.find((p: Plan) => p.download_limit > 0 && p.price > 0)!;
});

afterAll(async () => {
  await setStore({ allowGuestCheckout: true, requireEmailVerification: false });
});

describe.skipIf(!isLocalStack())('guest plans', () => {
  it('a guest subscribes by card, is mailed the active plan, signs up with the address and finds the subscription active in the account', async () => {
    const email = uniqueEmail('guest.plan');
    const bought = await guestPlan(email, 'stripe');
    expect(bought.checkoutUrl).toMatch(/\/stripe\/pay\/cs_test_/);
    const pending = await api('getGuestOrder', { params: { orderId: bought.orderId }, headers: guest(bought.guestToken) });
    expect(pending.body).toMatchObject({ status: 'pending', type: 'subscription', buyer_email: email, user_id: 'guest' });

    expect((await pressHostedPage(bought.checkoutUrl!, 'pay')).status).toBe(303);
    await afterCommitSettled(bought.orderId);
    const paid = await api('getGuestOrder', { params: { orderId: bought.orderId }, headers: guest(bought.guestToken) });
    expect(paid.body.status).toBe('completed');
    const active = mailsTo(email).find((m) => m.subject === `Your ${plan.name} plan is active`);
    expect(active?.text).toContain(`/auth?signup=${encodeURIComponent(email)}`);
    const mailedToken = new RegExp(`/guest/orders/${bought.orderId}#token=([A-Za-z0-9_-]+)`).exec(active?.text ?? '')?.[1];
    expect((await api('getGuestOrder', { params: { orderId: bought.orderId }, headers: guest(mailedToken!) })).body.status).toBe(
      'completed',
    );
    // A second plan for the same address is refused before anything is paid.
    const again = await apiFrom(nextIp(), 'purchaseSubscription', { body: { planId: plan.id, paymentMethod: 'stripe', email } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_SUBSCRIBED');

    await verifiedAccount(email, 'Paula Plan');
    const token = await signIn(email);

    const mine = await api('getMySubscription', { token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toMatchObject({ id: bought.subscriptionId, plan_id: plan.id, status: 'active', downloads_used: 0 });
    expect(mine.body.download_limit).toBe(plan.download_limit);
    expect(mine.body.end_date).not.toBeNull();
    expect((await api('getMyOrders', { token })).body.find((o) => o.id === bought.orderId)).toMatchObject({
      status: 'completed',
      buyer_name: 'Paula Plan',
    });
    // The quota is the account's to use now.
    const song = (await api('listSongs', { query: { limit: 5 } })).body[0]!;
    expect((await api('downloadWithSubscription', { token, body: { songId: song.id } })).status).toBe(200);
    expect((await api('getMySubscription', { token })).body.downloads_used).toBe(1);
  });

  it('a guest pays a plan by wallet with the token; another guest token reads and pays nothing of it', async () => {
    const email = uniqueEmail('guest.plan.wallet');
    const bought = await guestPlan(email, 'bkash');
    const other = await guestPlan(uniqueEmail('guest.plan.other'), 'bkash');
    const proof = walletProof('GPL');
    expect((await api('getGuestOrder', { params: { orderId: bought.orderId }, headers: guest(other.guestToken) })).status).toBe(404);
    const foreign = await api('submitGuestPayment', { params: { orderId: bought.orderId }, headers: guest(other.guestToken), body: proof });
    expect(foreign.status).toBe(404);

    const paid = await api('submitGuestPayment', { params: { orderId: bought.orderId }, headers: guest(bought.guestToken), body: proof });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'pending', amount: usdToBdt(plan.price), payment_method: 'bkash', user_id: 'guest' });
    expect((await api('approvePayment', { params: { orderId: bought.orderId }, token: admin })).status).toBe(200);
    expect(mailsTo(email).some((m) => m.subject === `Your ${plan.name} plan is active`)).toBe(true);
    expect((await api('getGuestOrder', { params: { orderId: other.orderId }, headers: guest(other.guestToken) })).body.status).toBe(
      'pending',
    );
  });

  it('a guest plan paid through SSLCommerz returns the guest to the guest order page, active', async () => {
    await useSandboxGateways(admin, { sslcommerz: true });
    const bought = await guestPlan(uniqueEmail('guest.plan.taka'), 'sslcommerz');
    const paid = await pressHostedPage(bought.checkoutUrl!, 'pay');
    const back = returnForm(await paid.text());
    const returned = await fetch(back.action, {
      method: 'POST',
      body: new URLSearchParams(back.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(returned.headers.get('location')).toMatch(new RegExp(`/guest/orders/${bought.orderId}\\?payment=success$`));
    const order = await api('getGuestOrder', { params: { orderId: bought.orderId }, headers: guest(bought.guestToken) });
    expect(order.body).toMatchObject({ status: 'completed', currency: 'BDT', amount: usdToBdt(plan.price) });
    await useSandboxGateways(admin);
  });

  it("a guest's manually paid plan gets its renewal invoice mailed with a guest link, and the guest pays it there without an account", async () => {
    const email = uniqueEmail('guest.plan.renewal');
    const bought = await activeGuestPlan(email);

    // The plan ends in two days: within the sweep's three-day notice.
    await moveSubscription(bought.subscriptionId, 'endAt', new Date(Date.now() + 2 * 86_400_000), guestIdOf(email));
    expect((await api('sweepSubscriptionRenewals', { token: admin })).status).toBe(200);

    const invoice = mailsTo(email).find((m) => m.subject.startsWith('Renewal invoice'));
    const link = /\/guest\/orders\/(\d+)#token=([A-Za-z0-9_-]+)/.exec(invoice?.text ?? '');
    expect(link, invoice?.text).not.toBeNull();
    const [renewalId, renewalToken] = [Number(link![1]), link![2]!];
    expect(renewalId).not.toBe(bought.orderId);
    const open = await api('getGuestOrder', { params: { orderId: renewalId }, headers: guest(renewalToken) });
    expect(open.body).toMatchObject({ status: 'pending', type: 'subscription', buyer_email: email, user_id: 'guest' });
    expect(open.body.title).toBe(`${plan.name} plan renewal`);
    // Each order has its own token: the first order's link opens nothing of the renewal.
    expect((await api('getGuestOrder', { params: { orderId: renewalId }, headers: guest(bought.guestToken) })).status).toBe(404);

    const paid = await api('submitGuestPayment', {
      params: { orderId: renewalId },
      headers: guest(renewalToken),
      body: walletProof('GRN'),
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'pending', payment_method: 'bkash', user_id: 'guest' });
    expect((await api('approvePayment', { params: { orderId: renewalId }, token: admin })).status).toBe(200);
    expect((await api('getGuestOrder', { params: { orderId: renewalId }, headers: guest(renewalToken) })).body.status).toBe('completed');
  });

  it("a guest's plan left unpaid lapses on its end date and the guest is mailed so", async () => {
    const email = uniqueEmail('guest.plan.lapse');
    const bought = await activeGuestPlan(email);
    await moveSubscription(bought.subscriptionId, 'endAt', new Date(Date.now() - 60_000), guestIdOf(email));
    expect((await api('sweepSubscriptionRenewals', { token: admin })).status).toBe(200);
    const ended = mailsTo(email).find((m) => m.subject === `Your ${plan.name} plan has ended`);
    expect(ended?.text).toMatch(/^Hi,/);
  });

  it('a guest plan that joins an account with a live plan is queued after it, shown on /subscription and its invoice, and the sweep starts it', async () => {
    const email = uniqueEmail('guest.plan.queued');
    const accountId = await verifiedAccount(email, 'Quinn Queue');
    let token = await signIn(email);

    // Signed out, the guest orders a plan with the address while the account has none; the account then buys its own.
    const guestOrder = await guestPlan(email, 'bkash');
    const own = await ownPlan(token);
    // Now a second plan for the address is refused before payment, as for a signed-in subscriber.
    expect((await apiFrom(nextIp(), 'purchaseSubscription', { body: { planId: plan.id, paymentMethod: 'bkash', email } })).status).toBe(
      409,
    );
    // The guest's earlier order is paid and approved meanwhile.
    expect((await payAsGuest(guestOrder)).status).toBe(200);

    // Signing in joins the guest's plan: queued to start when the account's plan ends.
    token = await signIn(email);
    const current = (await api('getMySubscription', { token })).body;
    expect(current).toMatchObject({ id: own.subscriptionId, status: 'active' });
    expect(current.next_plan).toMatchObject({ id: guestOrder.subscriptionId, plan_name: plan.name, start_date: current.end_date });
    const invoice = (await api('getSubscriptionInvoice', { token, params: { subscriptionId: guestOrder.subscriptionId } })).body;
    expect(invoice).toMatchObject({ status: 'queued', start_date: current.end_date, order_status: 'completed' });

    // Two days before the end: no renewal invoice for a plan with a paid one queued behind it.
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await moveSubscription(own.subscriptionId, 'endAt', soon, accountId);
    await moveSubscription(guestOrder.subscriptionId, 'startAt', soon);
    expect((await api('sweepSubscriptionRenewals', { token: admin })).body.invoiced).toBe(0);
    expect(mailsTo(email).some((m) => m.subject.startsWith('Renewal invoice'))).toBe(false);
    expect((await api('getMySubscription', { token })).body.id).toBe(own.subscriptionId);

    // The account's plan ends: the sweep starts the queued one (twice run, once done), without a "plan has ended" mail.
    const ended = await sweepAfterHandover(own.subscriptionId, guestOrder.subscriptionId, 60_000, accountId);
    const started = (await api('getMySubscription', { token })).body;
    expect(started).toMatchObject({
      id: guestOrder.subscriptionId,
      status: 'active',
      start_date: ended.toISOString(),
      downloads_used: 0,
      next_plan: null,
    });
    expect(Date.parse(started.end_date!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(mailsTo(email).some((m) => m.subject === `Your ${plan.name} plan has ended`)).toBe(false);
    const song = (await api('listSongs', { query: { limit: 5 } })).body[0]!;
    expect((await api('downloadWithSubscription', { token, body: { songId: song.id } })).status).toBe(200);
  });

  it('a guest plan paid after it joined an account with a live plan is queued; refunded, it leaves the queue and the plan renews and lapses as any', async () => {
    const email = uniqueEmail('guest.plan.paid.late');
    const accountId = await verifiedAccount(email, 'Lara Late');
    const own = await ownPlan(await signIn(email), { approve: false });
    const guestOrder = await guestPlan(email, 'bkash');
    // Signing in joins the unpaid guest order; the account's own plan is approved afterwards.
    const token = await signIn(email);
    expect((await api('getMyOrders', { token })).body.some((o) => o.id === guestOrder.orderId)).toBe(true);
    expect((await api('approvePayment', { params: { orderId: own.orderId }, token: admin })).status).toBe(200);

    const approved = await payAsGuest(guestOrder);
    expect(approved.status, approved.text).toBe(200);
    const current = (await api('getMySubscription', { token })).body;
    expect(current).toMatchObject({ id: own.subscriptionId, status: 'active' });
    expect(current.next_plan).toMatchObject({ id: guestOrder.subscriptionId, start_date: current.end_date });
    const queued = (await api('getSubscriptionInvoice', { token, params: { subscriptionId: guestOrder.subscriptionId } })).body;
    expect(queued).toMatchObject({ status: 'queued', start_date: current.end_date, order_status: 'completed' });
    // Told when it starts, not that it is active (only the account's own plan said so).
    await afterCommitSettled(guestOrder.orderId);
    const startDate = formatLongDate(current.end_date!);
    expect(mailsTo(email).filter((m) => m.subject === `Your ${plan.name} plan starts on ${startDate}`)).toHaveLength(1);
    expect(mailsTo(email).filter((m) => m.subject === `Your ${plan.name} plan is active`)).toHaveLength(1);
    const bell = (await api('listMyNotifications', { token })).body.notifications.map((n) => n.message);
    expect(bell.filter((m) => m === `Your ${plan.name} plan subscription starts on ${startDate}.`)).toHaveLength(1);
    expect(bell.filter((m) => m === `Your ${plan.name} plan subscription is active.`)).toHaveLength(1);

    const refunded = await api('refundOrder', {
      params: { orderId: guestOrder.orderId },
      token: admin,
      body: { reason: 'Asked to cancel' },
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect((await api('getMySubscription', { token })).body).toMatchObject({ id: own.subscriptionId, next_plan: null });

    // The account's plan renews and lapses as any plan: its invoice three days before, the "ended" mail at its end.
    await moveSubscription(own.subscriptionId, 'endAt', new Date(Date.now() + 2 * 86_400_000), accountId);
    expect((await api('sweepSubscriptionRenewals', { token: admin })).body.invoiced).toBe(1);
    expect(mailsTo(email).some((m) => m.subject.startsWith('Renewal invoice'))).toBe(true);
    await moveSubscription(own.subscriptionId, 'endAt', new Date(Date.now() - 60_000), accountId);
    expect((await api('sweepSubscriptionRenewals', { token: admin })).body.lapsed).toBe(1);
    expect(mailsTo(email).some((m) => m.subject === `Your ${plan.name} plan has ended`)).toBe(true);
  });

  it('a guest plan that joins an account whose plan already has one queued is queued after that one; a refund of the middle one moves it up', async () => {
    const { email, accountId, own, queued, token } = await accountWithQueuedPlans('guest.plan.chain', 'Chad Chain', 2);
    const [first, second] = queued as [(typeof queued)[0], (typeof queued)[0]];
    const current = (await api('getMySubscription', { token })).body;
    expect(current.next_plan?.id).toBe(first.subscriptionId);
    const invoice = async (id: string) => (await api('getSubscriptionInvoice', { token, params: { subscriptionId: id } })).body;
    const firstQueued = await invoice(first.subscriptionId);
    const secondQueued = await invoice(second.subscriptionId);
    expect(secondQueued).toMatchObject({ status: 'queued', order_status: 'completed' });
    expect(Date.parse(secondQueued.start_date!)).toBeGreaterThan(Date.parse(firstQueued.start_date!) + 27 * 86_400_000);

    // Refunding the middle plan moves the last up to start when the account's plan ends.
    const refunded = await api('refundOrder', { params: { orderId: first.orderId }, token: admin, body: { reason: 'Asked to cancel' } });
    expect(refunded.status, refunded.text).toBe(200);
    const moved = (await api('getMySubscription', { token })).body;
    expect(moved.next_plan).toMatchObject({ id: second.subscriptionId, start_date: current.end_date });

    // The account's plan ends: the sweep starts the one queued after it, without an "ended" mail.
    await sweepAfterHandover(own.subscriptionId, second.subscriptionId, 60_000, accountId);
    expect((await api('getMySubscription', { token })).body).toMatchObject({
      id: second.subscriptionId,
      status: 'active',
      next_plan: null,
    });
    expect(mailsTo(email).some((m) => m.subject === `Your ${plan.name} plan has ended`)).toBe(false);
  });

  it('in a chain of three queued plans, a refund of the middle one moves the third up behind the first; the sweep starts the first, then the third', async () => {
    const { email, accountId, own, queued, token } = await accountWithQueuedPlans('guest.plan.chain3', 'Tess Three', 3);
    const [first, second, third] = queued as [(typeof queued)[0], (typeof queued)[0], (typeof queued)[0]];
    const startOf = async (subscriptionId: string) =>
      (await api('getSubscriptionInvoice', { token, params: { subscriptionId } })).body.start_date;
    const current = (await api('getMySubscription', { token })).body;
    expect(current).toMatchObject({ id: own.subscriptionId, next_plan: { id: first.subscriptionId, start_date: current.end_date } });
    const firstEnd = current.next_plan!.end_date!;
    expect(await startOf(second.subscriptionId)).toBe(firstEnd);
    expect(Date.parse((await startOf(third.subscriptionId))!)).toBeGreaterThan(Date.parse(firstEnd) + 27 * 86_400_000);

    const refunded = await api('refundOrder', { params: { orderId: second.orderId }, token: admin, body: { reason: 'Asked to cancel' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(await startOf(third.subscriptionId)).toBe(firstEnd);

    // The account's plan ends: the sweep starts the first, with the third queued behind it.
    await sweepAfterHandover(own.subscriptionId, first.subscriptionId, 120_000, accountId);
    expect((await api('getMySubscription', { token })).body).toMatchObject({
      id: first.subscriptionId,
      status: 'active',
      end_date: firstEnd,
      next_plan: { id: third.subscriptionId, start_date: firstEnd },
    });

    // The first ends: the sweep starts the third, without an "ended" mail.
    const firstEnded = await sweepAfterHandover(first.subscriptionId, third.subscriptionId, 60_000, accountId);
    expect((await api('getMySubscription', { token })).body).toMatchObject({
      id: third.subscriptionId,
      status: 'active',
      start_date: firstEnded.toISOString(),
      downloads_used: 0,
      next_plan: null,
    });
    expect(mailsTo(email).some((m) => m.subject === `Your ${plan.name} plan has ended`)).toBe(false);
  });

  it('refunding the current plan while plans are queued starts the next one at once, for a full period from now, and moves the rest up', async () => {
    const { own, queued, token } = await accountWithQueuedPlans('guest.plan.refund.current', 'Cora Current', 2);
    const [next, last] = queued as [(typeof queued)[0], (typeof queued)[0]];
    expect((await api('getMySubscription', { token })).body.next_plan?.id).toBe(next.subscriptionId);

    const refundedAt = Date.now();
    const refunded = await api('refundOrder', { params: { orderId: own.orderId }, token: admin, body: { reason: 'Asked to cancel' } });
    expect(refunded.status, refunded.text).toBe(200);
    const started = (await api('getMySubscription', { token })).body;
    expect(started).toMatchObject({ id: next.subscriptionId, status: 'active', downloads_used: 0 });
    expect(Date.parse(started.start_date!)).toBeGreaterThanOrEqual(refundedAt - 1000);
    expect(Date.parse(started.start_date!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(started.end_date!)).toBeGreaterThan(refundedAt + 27 * 86_400_000);
    expect(started.next_plan).toMatchObject({ id: last.subscriptionId, start_date: started.end_date });
    const song = (await api('listSongs', { query: { limit: 5 } })).body[0]!;
    expect((await api('downloadWithSubscription', { token, body: { songId: song.id } })).status).toBe(200);

    // The sweep, twice, has nothing left to start.
    for (let run = 0; run < 2; run++) expect((await api('sweepSubscriptionRenewals', { token: admin })).status).toBe(200);
    expect((await api('getMySubscription', { token })).body).toMatchObject({ id: next.subscriptionId, downloads_used: 1 });
  });

  it("a guest's second plan for the address, paid while the first runs, is queued and mailed the date it starts, not that it is active", async () => {
    const email = uniqueEmail('guest.plan.two');
    const first = await guestPlan(email, 'bkash');
    const second = await guestPlan(email, 'bkash');
    for (const bought of [first, second]) expect((await payAsGuest(bought)).status).toBe(200);
    await afterCommitSettled(second.orderId);
    expect(mailsTo(email).filter((m) => m.subject === `Your ${plan.name} plan is active`)).toHaveLength(1);
    const starts = mailsTo(email).filter((m) => m.subject.startsWith(`Your ${plan.name} plan starts on `));
    expect(starts).toHaveLength(1);
    expect(starts[0]!.text).toContain(`/guest/orders/${second.orderId}#token=`);
    expect(starts[0]!.text).toContain(`/auth?signup=${encodeURIComponent(email)}`);

    // The date it names is the first plan's end, as the account shows once the address signs up.
    await verifiedAccount(email, 'Gus Guest');
    const mine = (await api('getMySubscription', { token: await signIn(email) })).body;
    expect(mine).toMatchObject({ id: first.subscriptionId, status: 'active', next_plan: { id: second.subscriptionId } });
    expect(starts[0]!.subject).toBe(`Your ${plan.name} plan starts on ${formatLongDate(mine.next_plan!.start_date)}`);
  });

  it('a paid guest plan that joins an account with a lifetime plan is refunded (it could never start) and joins as refunded', async () => {
    const lifetime = await lifetimePlan();
    const email = uniqueEmail('guest.plan.lifetime');
    await verifiedAccount(email, 'Liv Lifetime');
    let token = await signIn(email);
    // Ordered signed out before the account's lifetime plan; paid as a guest after it.
    const guestOrder = await guestPlan(email, 'bkash');
    const own = await ownPlan(token, { of: lifetime });
    expect((await payAsGuest(guestOrder)).status).toBe(200);

    token = await signIn(email);
    expect((await api('getMyOrders', { token })).body.find((o) => o.id === guestOrder.orderId)).toMatchObject({ status: 'refunded' });
    expect(mailsTo(email).some((m) => m.subject.endsWith(': refunded') && m.text.includes('lifetime plan'))).toBe(true);
    expect((await api('getMySubscription', { token })).body).toMatchObject({
      id: own.subscriptionId,
      status: 'active',
      end_date: null,
      next_plan: null,
    });
  });

  it("a card payment for an account's plan behind its lifetime plan is refunded through Stripe once, however often Stripe confirms it, and the buyer told why; an admin's approval is 409", async () => {
    const { email, token, bought, forever } = await accountPlanBehindLifetime('account.plan.lifetime', 'Lena Lifetime', 'stripe');
    const { orderId } = bought;
    const refused = await api('approvePayment', { params: { orderId }, token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ALREADY_SUBSCRIBED');

    expect((await pressHostedPage(bought.checkoutUrl!, 'pay')).status).toBe(303);
    const sessionId = (await api('getOrder', { params: { orderId }, token })).body.payment_reference!;
    const { session } = await stripeSessionCharge(sessionId);
    // Stripe's redeliveries of the confirmation, at once: each answered 200, nothing refunded twice.
    const { webhookSecret } = sandboxCredentials().stripe;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => {
        const notice = signedStripeEvent(stripeEvent('checkout.session.completed', session), webhookSecret);
        return deliverAsProvider(() =>
          fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body: notice.body, headers: notice.headers }),
        );
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);

    expect((await stripeSessionCharge(sessionId)).charge).toMatchObject({ amount_refunded: Math.round(plan.price * 100) });
    await expectRefundedBehindLifetime({ email, token, bought, forever });
  });

  it("a PayPal payment for an account's plan behind its lifetime plan is captured and refunded through PayPal once: the return answers 200, PayPal's notices change nothing", async () => {
    await useSandboxGateways(admin, { paypal: true });
    try {
      const behind = await accountPlanBehindLifetime('account.plan.lifetime.paypal', 'Pia Lifetime', 'paypal');
      const { orderId } = behind.bought;
      expect((await pressHostedPage(behind.bought.checkoutUrl!, 'pay')).status).toBe(303);
      const returned = await api('capturePaypalOrder', { token: behind.token, params: { orderId } });
      expect(returned.status, returned.text).toBe(200);
      expect(returned.body).toMatchObject({ status: 'refunded', license_key: null });
      expect((await paypalCapture(returned.body.payment_reference!))?.status).toBe('REFUNDED');

      // PayPal's own notices of the capture, of its approval and of the refund, each delivered again: nothing more.
      const notices = [
        ...(await paypalEventsOf(orderId, 'PAYMENT.CAPTURE.COMPLETED')),
        ...(await paypalEventsOf(orderId, 'CHECKOUT.ORDER.APPROVED')),
        ...(await paypalEventsOf(orderId, 'PAYMENT.CAPTURE.REFUNDED')),
      ];
      expect(notices.map((n) => n.event_type).sort()).toEqual([
        'CHECKOUT.ORDER.APPROVED',
        'PAYMENT.CAPTURE.COMPLETED',
        'PAYMENT.CAPTURE.REFUNDED',
      ]);
      for (const notice of notices) expect((await resendPaypalEvent(notice.id)).status).toBe(202);
      expect((await api('capturePaypalOrder', { token: behind.token, params: { orderId } })).status).toBe(409);
      await expectRefundedBehindLifetime(behind);
    } finally {
      await useSandboxGateways(admin);
    }
  });

  it("an SSLCommerz payment for an account's plan behind its lifetime plan is refunded through SSLCommerz once, whether told by the IPN or the return", async () => {
    await useSandboxGateways(admin, { sslcommerz: true });
    try {
      const behind = await accountPlanBehindLifetime('account.plan.lifetime.taka', 'Tara Lifetime', 'sslcommerz');
      const back = returnForm(await (await pressHostedPage(behind.bought.checkoutUrl!, 'pay')).text());
      const returned = await fetch(back.action, { ...formPost(back.fields), redirect: 'manual' });
      expect(returned.headers.get('location')).toMatch(
        new RegExp(`/subscription-invoice/${behind.bought.subscriptionId}\\?payment=success$`),
      );
      for (let i = 0; i < 2; i++) expect((await postSslcommerzIpn(back.fields)).status).toBe(200);
      expect(await sslcommerzRefundedAlready(back.fields.bank_tran_id!, usdToBdt(plan.price))).toBe(true);
      await expectRefundedBehindLifetime(behind);
    } finally {
      await useSandboxGateways(admin);
    }
  });

  it('with guest checkout off, a plan without a session is 401 as before', async () => {
    await setStore({ allowGuestCheckout: false });
    const refused = await apiFrom(nextIp(), 'purchaseSubscription', {
      body: { planId: plan.id, paymentMethod: 'stripe', email: uniqueEmail('guest.plan.off') },
    });
    expect(refused.status).toBe(401);
    await setStore({ allowGuestCheckout: true });
  });
});
