/**
 * Renewals (issue 23 §5): 3 days before a plan ends the sweep mails a renewal invoice (a new
 * pending plan order for the next period); unpaid, the plan lapses on its end date; paid (by an
 * admin's approval, or by card through Stripe's notification), it runs on from the old end date.
 * The sweep is idempotent, and cancelling stops renewal. Subscriptions are moved in time by
 * writing their end date (and the sweep index's copy of it) straight into the local table.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptionEnd } from '../../functions/domain/subscriptions/periods';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { formatMoney } from '../../functions/mail/format';
import { usdToBdt } from '../../shared/money';
import { adminToken, api, apiLoose, baseUrl, isLocalStack, mailsTo, registerAndLogin, localTable } from '../helpers/api';
import { pressHostedPage, signedStripeEvent, stripeEvent, useSandboxGateways } from '../helpers/payments';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

type Plan = { id: string; name: string; price: number };

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
let webhookSecret: string;
let songIds: string[];
let txnCounter = 0;
const txn = () => `RN${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;
const DAY = 86_400_000;

const ddb = () => localTable();

/**
 * Moves a subscription in time: its end, the sweep index's copy, and the active guard. Its start
 * becomes that end too, so the next period is counted from the end alone (as a real plan's is).
 */
async function endsAt(sub: { subscriptionId: string; userId: string }, end: Date) {
  const client = ddb();
  await client.send(
    new UpdateCommand({
      TableName: 'marketplace',
      Key: { PK: `SUB#${sub.subscriptionId}`, SK: 'SUB' },
      UpdateExpression: 'SET endAt = :end, startAt = :end, GSI2SK = :sk',
      ExpressionAttributeValues: { ':end': end.toISOString(), ':sk': `${end.toISOString()}#${sub.subscriptionId}` },
    }),
  );
  await client.send(
    new UpdateCommand({
      TableName: 'marketplace',
      Key: { PK: `USER#${sub.userId}`, SK: 'ACTIVE_SUB' },
      UpdateExpression: 'SET endEpoch = :end',
      ExpressionAttributeValues: { ':end': Math.floor(end.getTime() / 1000) },
    }),
  );
}

const sweep = async () => {
  const res = await api('sweepSubscriptionRenewals', { token: admin });
  expect(res.status, res.text).toBe(200);
  // The same run clears stems uploads (functions/domain/licenses/stems-sweep.ts): the renewal figures are these.
  const { invoiced, lapsed } = res.body;
  return { invoiced, lapsed };
};

const renewalMails = (email: string) => mailsTo(email).filter((m) => m.subject.startsWith('Renewal invoice'));
const lapseMails = (email: string) => mailsTo(email).filter((m) => / plan has ended$/.test(m.subject));
/** The renewal invoice's subscription id, from the link in its mail. */
const invoiceIdIn = (text: string) => /\/subscription-invoice\/([0-9A-Z]+)/.exec(text)![1]!;

async function ownPlan(name: string): Promise<Plan> {
  const res = await apiLoose('createPlan', {
    token: admin,
    body: { name: `${name} ${run}`, price: 7.5, duration: 'monthly', download_limit: 5, download_limit_type: 'monthly', is_active: true },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as Plan;
}

/** A subscriber of `plan` who paid by wallet (approved by the admin). */
async function walletSubscriber(plan: Plan) {
  const user = await registerAndLogin('Renewing Subscriber');
  const created = await api('createSubscription', {
    token: user.token,
    body: { planId: plan.id, senderWallet: '01812345678', transactionId: txn(), paymentMethod: 'nagad', amount: usdToBdt(plan.price) },
  });
  expect(created.status, created.text).toBe(201);
  expect((await api('approvePayment', { params: { orderId: created.body.orderId }, token: admin })).status).toBe(200);
  return { ...user, userId: user.user.id, subscriptionId: created.body.subscriptionId, orderId: created.body.orderId };
}

const payOnSandbox = async (checkoutUrl: string) => expect((await pressHostedPage(checkoutUrl, 'pay')).status).toBe(303);

const planStats = async () => (await api('getPlanStats', { token: admin })).body;
const mine = async (token: string) => (await api('getMySubscription', { token })).body;

beforeAll(async () => {
  admin = await adminToken();
  webhookSecret = (await useSandboxGateways(admin)).stripe.webhookSecret;
  songIds = (await api('listSongs', { query: { limit: 100 } })).body.map((s) => s.id);
});

describe.skipIf(!isLocalStack())('renewals', () => {
  it('mails each renewal invoice once and lapses each unpaid plan once when the sweep runs twice', async () => {
    const plan = await ownPlan('Sweep');
    const renewing = await walletSubscriber(plan);
    const ending = await walletSubscriber(plan);
    const far = await walletSubscriber(plan);
    await endsAt(renewing, new Date(Date.now() + 2 * DAY));
    await endsAt(ending, new Date(Date.now() - 60_000));
    const totalBefore = (await planStats()).total_subscribers;

    const first = await sweep();
    const second = await sweep();
    expect(first.invoiced).toBeGreaterThanOrEqual(1);
    expect(first.lapsed).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ invoiced: 0, lapsed: 0 });

    // Three days before the end: one invoice, for the next period at the plan's taka price, and the plan still runs.
    const [invoiceMail] = renewalMails(renewing.email);
    expect(renewalMails(renewing.email)).toHaveLength(1);
    expect(invoiceMail!.text).toContain(`: ${formatMoney(usdToBdt(plan.price), 'BDT')}. Pay it by bKash`);
    expect(invoiceMail!.text).toMatch(/lapses that day/);
    const invoice = (
      await api('getSubscriptionInvoice', { token: renewing.token, params: { subscriptionId: invoiceIdIn(invoiceMail!.text) } })
    ).body;
    expect(invoice).toMatchObject({ status: 'pending_payment', plan_id: plan.id, currency: 'BDT', amount: usdToBdt(plan.price) });
    expect((await mine(renewing.token)).status).toBe('active');
    // Past its end and unpaid: lapsed once (one subscriber fewer, not two), downloads refused; no invoice for a plan already over.
    expect(renewalMails(ending.email)).toHaveLength(0);
    expect((await mine(ending.token)).status).toBe('expired');
    const refused = await api('downloadWithSubscription', { token: ending.token, body: { songId: songIds[0]! } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_EXPIRED');
    expect((await planStats()).total_subscribers).toBe(totalBefore - 1);
    // The subscriber is told once, though the sweep ran twice.
    expect(lapseMails(ending.email)).toHaveLength(1);
    expect(lapseMails(ending.email)[0]!.text).toMatch(
      /ended on .* without a renewal, so its downloads have stopped\.\nIts renewal invoice was not paid/,
    );
    expect(lapseMails(ending.email)[0]!.text).toContain('/pricing');
    expect(lapseMails(renewing.email)).toHaveLength(0);
    // A month away: nothing yet.
    expect(renewalMails(far.email)).toHaveLength(0);

    // The invoice is not paid by the end date: the plan lapses that day and its invoice is closed, once.
    await endsAt(renewing, new Date(Date.now() - 1000));
    expect((await sweep()).lapsed).toBeGreaterThanOrEqual(1);
    expect(await sweep()).toEqual({ invoiced: 0, lapsed: 0 });
    expect((await mine(renewing.token)).status).toBe('expired');
    expect((await api('getSubscriptionInvoice', { token: renewing.token, params: { subscriptionId: invoice.id } })).body.status).toBe(
      'rejected',
    );
    expect((await api('getOrder', { token: renewing.token, params: { orderId: invoice.order_id } })).body.status).toBe('failed');
    expect((await planStats()).total_subscribers).toBe(totalBefore - 2);
    expect(renewalMails(renewing.email)).toHaveLength(1);
    expect(lapseMails(renewing.email)).toHaveLength(1);
    // Lapsed, the subscriber may choose a plan again.
    expect((await api('purchaseSubscription', { token: renewing.token, body: { planId: plan.id, paymentMethod: 'bkash' } })).status).toBe(
      201,
    );
  });

  it('a paid renewal invoice extends the plan from its old end date, keeping the period quota', async () => {
    const plan = await ownPlan('Wallet renewal');
    const sub = await walletSubscriber(plan);
    expect((await api('downloadWithSubscription', { token: sub.token, body: { songId: songIds[1]! } })).status).toBe(200);
    const oldEnd = new Date(Date.now() + 2 * DAY);
    await endsAt(sub, oldEnd);
    await sweep();
    const invoiceId = invoiceIdIn(renewalMails(sub.email)[0]!.text);

    const paid = await api('submitSubscriptionPayment', {
      token: sub.token,
      params: { subscriptionId: invoiceId },
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(paid.status, paid.text).toBe(200);
    const approved = await api('approvePayment', { params: { orderId: paid.body.order_id }, token: admin });
    expect(approved.status, approved.text).toBe(200);

    const now = await mine(sub.token);
    expect(now).toMatchObject({ id: sub.subscriptionId, status: 'active', end_date: subscriptionEnd('monthly', oldEnd)!.toISOString() });
    expect(now.downloads_used).toBe(1);
    expect((await api('getSubscriptionInvoice', { token: sub.token, params: { subscriptionId: invoiceId } })).body.status).toBe('active');
    // Renewed: past the old end date the plan still downloads, and no second invoice is due for a month.
    await sweep();
    expect(renewalMails(sub.email)).toHaveLength(1);
    expect((await api('approvePayment', { params: { orderId: paid.body.order_id }, token: admin })).status).toBe(409);
  });

  it('a card plan renews on a new Stripe Checkout confirmed by the webhook; replayed notices change nothing', async () => {
    const plan = await ownPlan('Card renewal');
    const buyer = await registerAndLogin('Card Renewer');
    const bought = await api('purchaseSubscription', { token: buyer.token, body: { planId: plan.id, paymentMethod: 'stripe' } });
    expect(bought.status, bought.text).toBe(201);
    await payOnSandbox(bought.body.checkoutUrl!);
    expect((await mine(buyer.token)).status).toBe('active');
    const oldEnd = new Date(Date.now() + DAY);
    await endsAt({ subscriptionId: bought.body.subscriptionId, userId: buyer.user.id }, oldEnd);

    await sweep();
    const [mail] = renewalMails(buyer.email);
    expect(mail!.text).toContain(`: ${formatMoney(plan.price, 'USD')}. Pay it by card`);
    expect(mail!.text).toContain('Pay it by card');
    const invoiceId = invoiceIdIn(mail!.text);

    // The invoice page's card button: the open renewal invoice gets a fresh Checkout while the plan is still active.
    const checkout = await api('purchaseSubscription', { token: buyer.token, body: { planId: plan.id, paymentMethod: 'stripe' } });
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body).toMatchObject({ subscriptionId: invoiceId, status: 'pending_payment' });
    await payOnSandbox(checkout.body.checkoutUrl!);

    const expected = subscriptionEnd('monthly', oldEnd)!.toISOString();
    expect(await mine(buyer.token)).toMatchObject({ id: bought.body.subscriptionId, status: 'active', end_date: expected });
    const order = (await api('getOrder', { token: buyer.token, params: { orderId: checkout.body.orderId } })).body;
    expect(order).toMatchObject({ status: 'completed', payment_method: 'stripe' });
    const revenue = (await api('getAdminOrderStats', { token: admin })).body.revenue;

    // The same payment told again, under the same event id twice and under a new one: nothing moves.
    const session = {
      id: order.payment_reference,
      object: 'checkout.session',
      amount_total: Math.round(plan.price * 100),
      currency: 'usd',
      client_reference_id: String(checkout.body.orderId),
      metadata: { orderId: String(checkout.body.orderId) },
      payment_status: 'paid',
    };
    const replayed = stripeEvent('checkout.session.completed', session);
    for (const event of [replayed, replayed, stripeEvent('checkout.session.completed', session)]) {
      const notice = signedStripeEvent(event, webhookSecret);
      expect((await fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body: notice.body, headers: notice.headers })).status).toBe(
        200,
      );
    }
    expect((await mine(buyer.token)).end_date).toBe(expected);
    expect((await api('getAdminOrderStats', { token: admin })).body.revenue).toBe(revenue);
    await sweep();
    expect(renewalMails(buyer.email)).toHaveLength(1);
  });

  it("mails the renewal invoice in the subscriber's language, its date and amount written for it", async () => {
    const plan = await ownPlan('Spanish renewal');
    const sub = await walletSubscriber(plan);
    const saved = await api('updateUserSettings', { token: sub.token, body: { ...DEFAULT_USER_SETTINGS, language: 'es' } });
    expect(saved.status, saved.text).toBe(200);
    await endsAt(sub, new Date(Date.now() + DAY));

    await sweep();
    expect(renewalMails(sub.email)).toHaveLength(0);
    const [mail, ...more] = mailsTo(sub.email).filter((m) => m.subject.startsWith('Factura de renovación'));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(new RegExp(`^Factura de renovación INV-\\d{8}-\\d{3,}: plan ${plan.name}$`));
    expect(mail!.text).toMatch(/termina el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(mail!.text).toContain(`${formatMoney(usdToBdt(plan.price), 'BDT', 'es')}. Págala por bKash, Nagad, Rocket`);
    expect(invoiceIdIn(mail!.text)).toMatch(/^[0-9A-Z]+$/);
  });

  it('refunding the plan payment closes its open renewal invoice, paid or not: no one pays for a period that no longer exists', async () => {
    const plan = await ownPlan('Refund renewal');
    const unpaid = await walletSubscriber(plan);
    const submitted = await walletSubscriber(plan);
    for (const sub of [unpaid, submitted]) await endsAt(sub, new Date(Date.now() + 2 * DAY));
    await sweep();
    const [unpaidInvoice, submittedInvoice] = [unpaid, submitted].map((sub) => invoiceIdIn(renewalMails(sub.email)[0]!.text));
    const payment = await api('submitSubscriptionPayment', {
      token: submitted.token,
      params: { subscriptionId: submittedInvoice! },
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(payment.status, payment.text).toBe(200);

    for (const [sub, invoiceId] of [
      [unpaid, unpaidInvoice!],
      [submitted, submittedInvoice!],
    ] as const) {
      const refunded = await api('refundOrder', { token: admin, params: { orderId: sub.orderId }, body: { reason: 'Plan refunded' } });
      expect(refunded.status, refunded.text).toBe(200);
      const invoice = (await api('getSubscriptionInvoice', { token: sub.token, params: { subscriptionId: invoiceId } })).body;
      expect(invoice.status).toBe('rejected');
      const invoiceOrder = (await api('getMyOrders', { token: sub.token })).body.find((o) => o.id === invoice.order_id);
      expect(invoiceOrder).toMatchObject({ status: 'failed', rejection_reason: 'The plan was refunded: this renewal is cancelled' });
      // Neither paying it nor approving it can bring the ended period back.
      expect((await api('approvePayment', { params: { orderId: invoice.order_id }, token: admin })).status).toBe(409);
      expect((await mine(sub.token)).status).not.toBe('active');
    }
    const late = await api('submitSubscriptionPayment', {
      token: unpaid.token,
      params: { subscriptionId: unpaidInvoice! },
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(late.status).toBe(409);
    // The sweep leaves refunded plans alone: no second invoice.
    await sweep();
    expect(renewalMails(unpaid.email)).toHaveLength(1);
  });

  it('cancelling stops renewal: no invoice, and an open one is closed', async () => {
    const plan = await ownPlan('Cancel');
    const early = await walletSubscriber(plan);
    const late = await walletSubscriber(plan);
    await endsAt(late, new Date(Date.now() + 2 * DAY));
    await sweep();
    const invoiceId = invoiceIdIn(renewalMails(late.email)[0]!.text);

    expect((await api('cancelSubscription', { token: early.token })).status).toBe(200);
    expect((await api('cancelSubscription', { token: late.token })).status).toBe(200);
    expect((await api('getSubscriptionInvoice', { token: late.token, params: { subscriptionId: invoiceId } })).body.status).toBe(
      'rejected',
    );
    await endsAt(early, new Date(Date.now() + 2 * DAY));
    await sweep();
    expect(renewalMails(early.email)).toHaveLength(0);
    expect(renewalMails(late.email)).toHaveLength(1);
    // Cancelled plans keep their access to the end date.
    expect((await mine(early.token)).status).toBe('active');
  });

  it('migration 007 puts live plans activated before the renewal index into it, once, so they are invoiced too', async () => {
    const plan = await ownPlan('Before the index');
    const older = await walletSubscriber(plan);
    await endsAt(older, new Date(Date.now() + 2 * DAY));
    // The subscription as activations stored it before the index existed: no GSI2 keys.
    await ddb().send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: { PK: `SUB#${older.subscriptionId}`, SK: 'SUB' },
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
      }),
    );
    await sweep();
    expect(renewalMails(older.email)).toHaveLength(0);

    setFunctionEnv();
    Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
    const { backfillRenewalIndex } = await import('../../functions/data/migrations/007-renewal-index');
    expect(await backfillRenewalIndex({ force: true })).toBeGreaterThanOrEqual(1);
    expect(await backfillRenewalIndex({ force: true })).toBe(0);

    await sweep();
    expect(renewalMails(older.email)).toHaveLength(1);
    expect((await mine(older.token)).status).toBe('active');
  });
});
