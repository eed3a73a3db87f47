/**
 * Refunds that revoke (issue 23 §4): one transaction makes the order refunded, the licence revoked
 * (verification says so, with the date and no buyer data), the entitlement and library entry gone,
 * downloads refused, the figures reversed; the buyer is mailed. Twice, or unpaid: 409.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { usdToBdt } from '../../shared/money';
import {
  adminToken,
  afterCommitSettled,
  api,
  baseUrl,
  isLocalStack,
  mailsTo,
  registerAndLogin,
  localTable,
  isDemoSong,
} from '../helpers/api';
import { signedStripeEvent, stripeEvent, useSandboxGateways } from '../helpers/payments';

type Song = { id: string; title: string; price: number };

let admin: string;
let webhookSecret: string;
let songs: Song[];
let songCursor = 23;
const nextSong = () => songs[songCursor++ % songs.length]!;
let txnCounter = 0;
const txn = () => `RF${Date.now().toString(36).toUpperCase()}${process.pid}${++txnCounter}`;

const refundedMails = (email: string) => mailsTo(email).filter((m) => /refunded/i.test(m.subject));
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** A song bought by card and paid on the sandbox's hosted page: completed without an admin. */
async function paidByCard() {
  const buyer = await registerAndLogin('Refund Buyer');
  const song = nextSong();
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'stripe', amount: song.price } });
  expect(created.status, created.text).toBe(201);
  const paid = await fetch(created.body.checkoutUrl!, {
    method: 'POST',
    body: 'outcome=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const orderId = created.body.orderId;
  const order = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
  expect(order.status).toBe('completed');
  // The sale's figures follow from the approval's after-commit record.
  await afterCommitSettled(orderId);
  return { buyer, song, orderId, licenseKey: order.license_key!, sessionId: order.payment_reference! };
}

beforeAll(async () => {
  admin = await adminToken();
  webhookSecret = (await useSandboxGateways(admin)).stripe.webhookSecret;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
});

describe.skipIf(!isLocalStack())('refunds that revoke', () => {
  it('a card refund goes through Stripe and revokes: verification, downloads, library and figures; twice is 409', async () => {
    const { buyer, song, orderId, licenseKey } = await paidByCard();
    const before = (await api('getAdminOrderStats', { token: admin })).body;

    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Bought the wrong song' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refund_reason: 'Bought the wrong song' });

    const verified = await api('verifyLicense', { params: { key: licenseKey } });
    expect(verified.body).toMatchObject({ valid: false, status: 'revoked' });
    expect(verified.body.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(verified.body.details).toBeUndefined();
    expect(verified.text).not.toContain(buyer.email);
    expect(verified.text).not.toContain(buyer.email.slice(0, 3) + '*');

    const download = await api('downloadOrder', { params: { orderId }, token: buyer.token });
    expect(download.status).toBe(403);
    expect(download.body.code).toBe('LICENSE_REVOKED');
    expect((await api('downloadLicense', { params: { orderId }, token: buyer.token })).body.code).toBe('LICENSE_REVOKED');
    expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).not.toContain(song.id);

    const after = (await api('getAdminOrderStats', { token: admin })).body;
    expect(after.completed).toBe(before.completed - 1);
    expect(after.refunded).toBe((before.refunded ?? 0) + 1);
    expect(after.revenue).toBeCloseTo(before.revenue - usdToBdt(song.price), 2);

    const again = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REFUNDED');
    // Stripe's own charge.refunded notice of this refund arrives too and changes nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.refund_reason).toBe('Bought the wrong song');
    expect(refundedMails(buyer.email)).toHaveLength(1);
  });

  it('a manual payment is refunded with the admin note; an unpaid order cannot be refunded (409)', async () => {
    const buyer = await registerAndLogin('Wallet Refund');
    const song = nextSong();
    const created = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price) },
    });
    const orderId = created.body.orderId;
    const unpaid = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Nothing paid' } });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.code).toBe('ORDER_NOT_REFUNDABLE');
    await api('submitOrderPayment', {
      token: buyer.token,
      params: { orderId },
      body: { senderWallet: '01712345678', transactionId: txn(), paymentMethod: 'bkash' },
    });
    expect((await api('approvePayment', { token: admin, params: { orderId } })).status).toBe(200);
    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Sent back by bKash, ref 7781' } });
    expect(refunded.body).toMatchObject({ status: 'refunded', refund_reason: 'Sent back by bKash, ref 7781' });
    expect(refundedMails(buyer.email)[0]?.text).toContain('Sent back by bKash, ref 7781');
    const listed = (await api('listAdminOrders', { token: admin, query: { status: 'refunded', limit: 100 } })).body;
    expect(listed.map((o) => o.id)).toContain(orderId);
    expect((await api('refundOrder', { body: { reason: 'x' }, params: { orderId } })).status).toBe(401);
  });

  it("Stripe's own refund notice (charge.refunded) takes the same path", async () => {
    const { buyer, orderId, licenseKey } = await paidByCard();
    const notice = signedStripeEvent(
      stripeEvent('charge.refunded', {
        id: 'ch_test_dashboard',
        object: 'charge',
        payment_intent: 'pi_x',
        refunded: true,
        metadata: { orderId: String(orderId) },
      }),
      webhookSecret,
    );
    const answer = await fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body: notice.body, headers: notice.headers });
    expect(answer.status).toBe(200);
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('refunded');
    expect((await api('verifyLicense', { params: { key: licenseKey } })).body.status).toBe('revoked');
    await until(async () => refundedMails(buyer.email).length === 1, 'the refund mail');
  });

  it('a refunded plan payment ends the subscription and its quota', async () => {
    const buyer = await registerAndLogin('Plan Refund');
    const basic = (await api('listPlans')).body.find((p) => p.name === 'Basic')!;
    const bought = await api('purchaseSubscription', { token: buyer.token, body: { planId: basic.id, paymentMethod: 'stripe' } });
    const paid = await fetch(bought.body.checkoutUrl!, {
      method: 'POST',
      body: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await api('getMySubscription', { token: buyer.token })).body.status).toBe('active');
    const refunded = await api('refundOrder', {
      token: admin,
      params: { orderId: bought.body.orderId },
      body: { reason: 'Plan not wanted' },
    });
    expect(refunded.status, refunded.text).toBe(200);
    const mine = (await api('getMySubscription', { token: buyer.token })).body;
    expect(mine.status).not.toBe('active');
    const download = await api('downloadWithSubscription', { token: buyer.token, body: { songId: nextSong().id } });
    expect(download.status).toBe(403);
  });

  it("a refund reverses the buyer's dashboard figures and the song, artist and customer rankings", async () => {
    const ddb = localTable();
    const ranking = async (key: string) =>
      (await ddb.send(new GetCommand({ TableName: 'marketplace', Key: { PK: `RANK#${key}`, SK: 'RANK' }, ConsistentRead: true }))).Item as
        { sales?: number; revenueTakaMinor?: number } | undefined;
    const buyer = await registerAndLogin('Figures Refund');
    const statsBefore = (await api('getListenerStats', { token: buyer.token })).body;
    const song = nextSong();
    const artist = (await api('getSong', { params: { songId: song.id } })).body.artist.toLowerCase();
    const songRankBefore = await ranking(`SONG#${song.id}`);
    const artistRankBefore = await ranking(`ARTIST#${artist}`);

    const created = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'stripe', amount: song.price },
    });
    expect(created.status, created.text).toBe(201);
    const paid = await fetch(created.body.checkoutUrl!, {
      method: 'POST',
      body: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await afterCommitSettled(created.body.orderId);
    const statsPaid = (await api('getListenerStats', { token: buyer.token })).body;
    expect(statsPaid.totalPurchases).toBe(statsBefore.totalPurchases + 1);
    expect(statsPaid.monthlySpending.at(-1)!.purchases).toBe(statsBefore.monthlySpending.at(-1)!.purchases + 1);
    expect((await ranking(`SONG#${song.id}`))?.sales).toBe((songRankBefore?.sales ?? 0) + 1);
    expect((await ranking(`CUSTOMER#${buyer.user.id}`))?.sales).toBe(1);

    const refunded = await api('refundOrder', {
      token: admin,
      params: { orderId: created.body.orderId },
      body: { reason: 'Figures test' },
    });
    expect(refunded.status, refunded.text).toBe(200);

    const statsAfter = (await api('getListenerStats', { token: buyer.token })).body;
    expect(statsAfter).toMatchObject({
      totalPurchases: statsBefore.totalPurchases,
      totalSpent: statsBefore.totalSpent,
      totalPaid: statsBefore.totalPaid,
      songsOwned: statsBefore.songsOwned,
      monthlySpending: statsBefore.monthlySpending,
      topGenres: statsBefore.topGenres,
      favoriteGenre: statsBefore.favoriteGenre,
      recentActivity: [],
    });
    expect((await ranking(`SONG#${song.id}`))?.sales).toBe(songRankBefore?.sales ?? 0);
    expect((await ranking(`SONG#${song.id}`))?.revenueTakaMinor).toBe(songRankBefore?.revenueTakaMinor ?? 0);
    expect((await ranking(`ARTIST#${artist}`))?.sales).toBe(artistRankBefore?.sales ?? 0);
    expect(await ranking(`CUSTOMER#${buyer.user.id}`)).toMatchObject({ sales: 0, revenueTakaMinor: 0 });
  });
});
