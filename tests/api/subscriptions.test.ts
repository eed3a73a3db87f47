import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../shared/api/call';
import { adminToken, api, apiLoose, isLocalStack, registerAndLogin, localTable, isDemoSong } from '../helpers/api';
import { usdToBdt } from '../../shared/money';
import { stack } from '../helpers/stack';
import { invoiceName } from '../helpers/order-name';

type Plan = { id: string; name: string; price: number; download_limit: number; is_popular: boolean };
type Song = { id: string; title: string };

let admin: string;
let songs: Song[];
let txnCounter = 0;
const txn = () => `SUB${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;
const bdt = usdToBdt;

async function plan(name: string): Promise<Plan> {
  return (await api('listPlans')).body.find((p) => p.name === name)!;
}

async function checkout(token: string, p: Plan, transactionId = txn()) {
  return api('createSubscription', {
    token,
    body: { planId: p.id, senderWallet: '01812345678', transactionId, paymentMethod: 'nagad', amount: bdt(p.price) },
  });
}

/** A user with an active subscription to `p` (checkout flow, approved by the admin). */
async function subscriber(p: Plan) {
  const user = await registerAndLogin('Subscriber');
  const created = await checkout(user.token, p);
  expect(created.status).toBe(201);
  const approved = await api('approvePayment', { params: { orderId: created.body.orderId }, token: admin });
  expect(approved.status).toBe(200);
  return { ...user, subscriptionId: created.body.subscriptionId, orderId: created.body.orderId };
}

async function createPlan(body: Record<string, unknown>) {
  const res = await apiLoose('createPlan', { token: admin, body });
  expect(res.status).toBe(201);
  return res.body as Plan;
}

beforeAll(async () => {
  admin = await adminToken();
  // Demo songs only (full-length masters): the newest listed may be other files' short uploads.
  songs = [];
  let cursor: string | undefined;
  do {
    const page = await api('listSongs', { query: { limit: 100, ...(cursor ? { cursor } : {}) } });
    songs.push(...page.body.filter(isDemoSong));
    cursor = page.headers.get('x-next-cursor') ?? undefined;
  } while (cursor);
});

describe('plans', () => {
  it('lists the seeded active plans with -1 for unlimited and Pro as most popular', async () => {
    const res = await api('listPlans');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((p) => [p.name, p]));
    expect(byName.Basic).toMatchObject({ download_limit: 10, is_popular: false });
    expect(byName.Pro).toMatchObject({ download_limit: 50, is_popular: true });
    expect(byName.Unlimited).toMatchObject({ download_limit: -1 });
    // What a download can be: the plan's quality within its licence tier's files (the WAV Lease has no FLAC).
    expect(byName.Pro?.formats).toEqual(['mp3_320', 'mp3_128']);
    expect(byName.Unlimited?.formats).toEqual(['wav', 'mp3_320']);
  });

  it('lets an admin create, edit, toggle, count and delete plans, with the form fallbacks', async () => {
    const created = await createPlan({
      name: 'Weekly Trial',
      price: '4.99',
      features: 'A, B ,,C',
      download_limit: '',
      trial_days: 'abc',
      max_devices: 'x',
    });
    expect(created).toMatchObject({
      name: 'Weekly Trial',
      price: 4.99,
      features: ['A', 'B', 'C'],
      download_limit: -1,
      trial_days: 0,
      max_devices: 1,
      is_active: true,
    });
    const edited = await api('updatePlan', {
      params: { id: created.id },
      token: admin,
      body: { name: 'Weekly Trial', price: 5.49, download_limit: 3, download_limit_type: 'weekly' },
    });
    expect(edited.body).toMatchObject({ price: 5.49, download_limit: 3, download_limit_type: 'weekly' });
    const off = await api('togglePlan', { params: { id: created.id }, token: admin, body: { is_active: false } });
    expect(off.body.is_active).toBe(false);
    expect((await api('listPlans')).body.map((p) => p.id)).not.toContain(created.id);
    expect((await api('listAdminPlans', { token: admin })).body.map((p) => p.id)).toContain(created.id);
    const stats = await api('getPlanStats', { token: admin });
    expect(stats.body.total_plans).toBeGreaterThan(stats.body.active_plans - 1);
    expect((await api('deletePlan', { params: { id: created.id }, token: admin })).status).toBe(200);
    expect((await api('deletePlan', { params: { id: created.id }, token: admin })).status).toBe(404);
  });

  it('validates the plan form and keeps it for admins', async () => {
    expect((await apiLoose('createPlan', { token: admin, body: { price: 3 } })).status).toBe(400);
    expect((await api('createPlan', { token: admin, body: { name: 'X', price: -1 } })).status).toBe(400);
    expect((await api('createPlan', { token: admin, body: { name: 'X', price: 1, download_limit: 0 } })).status).toBe(400);
    const user = await registerAndLogin();
    expect((await api('createPlan', { token: user.token, body: { name: 'X', price: 1 } })).status).toBe(403);
  });

  it('refuses to delete a plan that has subscribers', async () => {
    const p = await createPlan({ name: `Keep ${Date.now()}`, price: 1.99, download_limit: 2 });
    await subscriber(p);
    const res = await api('deletePlan', { params: { id: p.id }, token: admin });
    expect(res.status).toBe(409);
  });
});

describe('buying a plan', () => {
  it('checkout flow: pending approval, an order of type subscription, approved → active with its quota', async () => {
    const basic = await plan('Basic');
    const user = await registerAndLogin('Checkout User');
    expect((await api('getMySubscription', { token: user.token })).status).toBe(404);
    const created = await checkout(user.token, basic);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending_approval');

    const order = await api('getOrder', { params: { orderId: created.body.orderId }, token: admin });
    expect(order.body).toMatchObject({
      type: 'subscription',
      plan_id: basic.id,
      status: 'pending',
      currency: 'BDT',
      amount: bdt(basic.price),
    });
    expect(order.body.manual_payment_details).toMatchObject({ paymentMethod: 'nagad' });
    const pendingList = await api('listAdminOrders', { query: { status: 'pending', limit: 100 }, token: admin });
    expect(pendingList.body.map((o: { id: number }) => o.id)).toContain(created.body.orderId);

    expect((await api('getMySubscription', { token: user.token })).body.status).toBe('pending_approval');
    expect((await api('approvePayment', { params: { orderId: created.body.orderId }, token: admin })).status).toBe(200);

    const mine = await api('getMySubscription', { token: user.token });
    expect(mine.body).toMatchObject({
      plan_name: 'Basic',
      status: 'active',
      downloads_used: 0,
      download_limit: 10,
      download_limit_type: 'monthly',
    });
    expect(new Date(mine.body.end_date!).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
    expect(new Date(mine.body.period_resets_at!).getTime()).toBeGreaterThan(Date.now());

    const dl = await api('downloadWithSubscription', { token: user.token, body: { songId: songs[0]!.id } });
    expect(dl.status).toBe(200);
    expect(dl.body.filename).toBe(`${songs[0]!.title}.mp3`);
    const first = await fetch(dl.body.url, { redirect: 'manual' });
    expect(first.status).toBe(302);
    const file = await fetch(first.headers.get('location')!);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1_000_000);
    expect((await fetch(dl.body.url, { redirect: 'manual' })).status).toBe(410);
    expect((await api('getMySubscription', { token: user.token })).body.downloads_used).toBe(1);

    const library = await api('getLibrary', { token: user.token });
    expect(library.body).toEqual([expect.objectContaining({ id: songs[0]!.id, source: 'subscription', orderId: null })]);
    const license = await api('verifyLicense', { params: { key: library.body[0]!.license_key } });
    expect(license.body).toMatchObject({ valid: true, details: { type: 'Subscription Download', songTitle: songs[0]!.title } });
  });

  it('invoice flow: pending payment → invoice → manual payment → pending approval → active', async () => {
    const pro = await plan('Pro');
    const user = await registerAndLogin('Invoice User');
    const bought = await api('purchaseSubscription', { token: user.token, body: { planId: pro.id, paymentMethod: 'bkash' } });
    expect(bought.status).toBe(201);
    expect(bought.body.status).toBe('pending_payment');
    const again = await api('purchaseSubscription', { token: user.token, body: { planId: pro.id, paymentMethod: 'bkash' } });
    expect(again.status).toBe(200);
    expect(again.body.subscriptionId).toBe(bought.body.subscriptionId);

    const invoice = await api('getSubscriptionInvoice', { params: { subscriptionId: bought.body.subscriptionId }, token: user.token });
    expect(invoice.body).toMatchObject({
      plan_name: 'Pro',
      amount: bdt(pro.price),
      currency: 'BDT',
      status: 'pending_payment',
      manual_payment_details: null,
      order_status: 'pending',
      rejection_reason: null,
    });
    // The order's one public name, as My Orders shows it.
    expect(invoice.body.invoice_number).toMatch(new RegExp(`^${invoiceName(bought.body.orderId)}$`));

    const other = await registerAndLogin();
    expect(
      (await api('getSubscriptionInvoice', { params: { subscriptionId: bought.body.subscriptionId }, token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await api('submitSubscriptionPayment', {
          params: { subscriptionId: bought.body.subscriptionId },
          token: other.token,
          body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
        })
      ).status,
    ).toBe(404);

    const empty = await api('submitSubscriptionPayment', {
      params: { subscriptionId: bought.body.subscriptionId },
      token: user.token,
      body: { senderWallet: '', transactionId: '', paymentMethod: 'bkash' },
    });
    expect(empty.status).toBe(400);
    const paid = await api('submitSubscriptionPayment', {
      params: { subscriptionId: bought.body.subscriptionId },
      token: user.token,
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('pending_approval');
    expect((await api('getOrder', { params: { orderId: bought.body.orderId }, token: admin })).body.manual_payment_details).not.toBeNull();

    await api('approvePayment', { params: { orderId: bought.body.orderId }, token: admin });
    expect((await api('getMySubscription', { token: user.token })).body).toMatchObject({
      status: 'active',
      plan_name: 'Pro',
      download_limit: 50,
    });
  });

  it('refuses a second plan while one is active or waiting, a reused transaction ID and a wrong amount', async () => {
    const basic = await plan('Basic');
    const active = await subscriber(basic);
    const second = await checkout(active.token, basic);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('You already have an active subscription');

    const waiting = await registerAndLogin();
    const usedTxn = txn();
    expect((await checkout(waiting.token, basic, usedTxn)).status).toBe(201);
    expect((await checkout(waiting.token, basic)).body.error).toBe('You already have a subscription waiting for approval');

    const reuser = await registerAndLogin();
    const reused = await checkout(reuser.token, basic, usedTxn);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('This transaction ID has already been used');

    const cheap = await api('createSubscription', {
      token: reuser.token,
      body: { planId: basic.id, senderWallet: '01812345678', transactionId: txn(), paymentMethod: 'nagad', amount: 1 },
    });
    expect(cheap.status).toBe(409);
    expect(cheap.body.error).toBe('Price has changed, please reload');
    expect((await api('purchaseSubscription', { body: { planId: basic.id, paymentMethod: 'bkash' } })).status).toBe(401);
  });

  it('a plan started by card and paid by wallet is owed, stored and shown to the admin in taka (৳2,199, not $19.99)', async () => {
    const pro = await plan('Pro');
    const user = await registerAndLogin('Card Then Wallet');
    const bought = await api('purchaseSubscription', { token: user.token, body: { planId: pro.id, paymentMethod: 'stripe' } });
    expect(bought.status).toBe(201);
    const params = { subscriptionId: bought.body.subscriptionId };
    expect((await api('getSubscriptionInvoice', { params, token: user.token })).body).toMatchObject({
      amount: pro.price,
      currency: 'USD',
      usd_price: pro.price,
    });
    const paid = await api('submitSubscriptionPayment', {
      params,
      token: user.token,
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ amount: bdt(pro.price), currency: 'BDT', payment_method: 'bkash' });
    expect((await api('getSubscriptionInvoice', { params, token: user.token })).body).toMatchObject({
      amount: bdt(pro.price),
      currency: 'BDT',
    });
    const order = await api('getOrder', { params: { orderId: bought.body.orderId }, token: admin });
    expect(order.body).toMatchObject({ amount: bdt(pro.price), currency: 'BDT', payment_method: 'bkash' });
    expect(bdt(pro.price)).toBe(2199);
  });

  it('cancelling keeps access to the end of the period without renewal; only the subscriber can, once', async () => {
    const basic = await plan('Basic');
    const sub = await subscriber(basic);
    const before = (await api('getMySubscription', { token: sub.token })).body;
    expect(before.cancelled_at).toBeNull();
    expect(before.end_date).not.toBeNull();

    const stranger = await registerAndLogin();
    expect((await api('cancelSubscription', { token: stranger.token })).status).toBe(404);
    expect((await api('cancelSubscription', { token: admin })).status).toBe(404);
    expect((await api('cancelSubscription', {})).status).toBe(401);

    const cancelled = await api('cancelSubscription', { token: sub.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'active', end_date: before.end_date });
    expect(cancelled.body.cancelled_at).not.toBeNull();
    expect((await api('getMySubscription', { token: sub.token })).body).toMatchObject({
      status: 'active',
      cancelled_at: cancelled.body.cancelled_at,
      end_date: before.end_date,
    });
    const again = await api('cancelSubscription', { token: sub.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Your subscription is already cancelled');
    // Access continues until the end date.
    expect((await api('downloadWithSubscription', { token: sub.token, body: { songId: songs[2]!.id } })).status).toBe(200);
  });

  it('a lifetime plan has no renewal to cancel', async () => {
    const p = await createPlan({ name: `Lifetime Cancel ${Date.now()}`, price: 3.99, duration: 'lifetime', download_limit: 5 });
    const sub = await subscriber(p);
    const res = await api('cancelSubscription', { token: sub.token });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('A lifetime plan has no renewal to cancel');
    expect((await api('getMySubscription', { token: sub.token })).body.cancelled_at).toBeNull();
  });

  it('fails a rejected subscription and lets the user try again', async () => {
    const basic = await plan('Basic');
    const user = await registerAndLogin();
    const created = await checkout(user.token, basic);
    expect(
      (await api('rejectPayment', { params: { orderId: created.body.orderId }, token: admin, body: { reason: 'Amount not received' } }))
        .status,
    ).toBe(200);
    expect((await api('getMySubscription', { token: user.token })).body.status).toBe('rejected');
    const invoice = await api('getSubscriptionInvoice', { params: { subscriptionId: created.body.subscriptionId }, token: user.token });
    expect(invoice.body).toMatchObject({ status: 'rejected', order_status: 'failed', rejection_reason: 'Amount not received' });
    expect((await api('downloadWithSubscription', { token: user.token, body: { songId: songs[0]!.id } })).status).toBe(403);
    expect((await checkout(user.token, basic)).status).toBe(201);
  });
});

describe('quota downloads', () => {
  it('lets exactly 10 of 50 concurrent downloads of 50 different songs through a limit of 10', async () => {
    expect(songs.length).toBeGreaterThanOrEqual(50);
    const p = await createPlan({ name: `Race Ten ${Date.now()}`, price: 2.99, download_limit: 10, download_limit_type: 'monthly' });
    const user = await subscriber(p);
    const results = await Promise.all(
      songs.slice(0, 50).map((s) => api('downloadWithSubscription', { token: user.token, body: { songId: s.id } })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 403);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.body.error === 'Download limit reached for this period')).toBe(true);
    expect((await api('getMySubscription', { token: user.token })).body.downloads_used).toBe(10);
    const library = await api('getLibrary', { token: user.token });
    expect(library.body).toHaveLength(10);

    // A song already downloaded is free again; quota stays at 10.
    const ownedId = library.body[0]!.id;
    const again = await api('downloadWithSubscription', { token: user.token, body: { songId: ownedId } });
    expect(again.status).toBe(200);
    expect((await api('getMySubscription', { token: user.token })).body.downloads_used).toBe(10);
    console.log(`[quota race] 50 concurrent downloads, limit 10: ${ok.length} granted, ${refused.length} refused`);
  });

  it('counts concurrent downloads of one song once', async () => {
    const p = await createPlan({ name: `Same Song ${Date.now()}`, price: 2.99, download_limit: 5 });
    const user = await subscriber(p);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api('downloadWithSubscription', { token: user.token, body: { songId: songs[1]!.id } })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await api('getMySubscription', { token: user.token })).body.downloads_used).toBe(1);
  });

  it('refuses downloads without a subscription and for unknown songs', async () => {
    const user = await registerAndLogin();
    const res = await api('downloadWithSubscription', { token: user.token, body: { songId: songs[0]!.id } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('An active subscription is required to download');
    const basic = await plan('Basic');
    const sub = await subscriber(basic);
    expect((await api('downloadWithSubscription', { token: sub.token, body: { songId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' } })).status).toBe(404);
    expect((await api('downloadWithSubscription', { token: sub.token, body: { songId: 'bad id!' } })).status).toBe(400);
    expect((await fetch(`${stack().baseUrl}${pathOf('getDownload', { id: 'x'.repeat(32) })}`, { redirect: 'manual' })).status).toBe(410);
  });

  it.skipIf(!isLocalStack())('refuses downloads once the subscription has expired', async () => {
    const basic = await plan('Basic');
    const user = await subscriber(basic);
    const ddb = localTable();
    const past = new Date(Date.now() - 86400_000);
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: { PK: `SUB#${user.subscriptionId}`, SK: 'SUB' },
        UpdateExpression: 'SET endAt = :end',
        ExpressionAttributeValues: { ':end': past.toISOString() },
      }),
    );
    await ddb.send(
      new UpdateCommand({
        TableName: 'marketplace',
        Key: { PK: `USER#${user.user.id}`, SK: 'ACTIVE_SUB' },
        UpdateExpression: 'SET endEpoch = :end',
        ExpressionAttributeValues: { ':end': Math.floor(past.getTime() / 1000) },
      }),
    );
    const res = await api('downloadWithSubscription', { token: user.token, body: { songId: songs[2]!.id } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Your subscription has expired');
    expect((await api('getMySubscription', { token: user.token })).body.status).toBe('expired');
  });
});
