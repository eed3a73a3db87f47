/**
 * Refunds that revoke (issue 23 §4): one transaction makes the order refunded, the licence revoked
 * (verification says so, with the date and no buyer data), the entitlement and library entry gone,
 * downloads refused, the figures reversed; the buyer is mailed. Twice, or unpaid: 409. A payment for
 * an order its song's exclusive sale closed is paid back instead of approved (issue 25).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
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
  until,
} from '../helpers/api';
import { expectRevoked, payByWallet, tierSong } from '../helpers/orders';
import {
  postSslcommerzIpn,
  pressHostedPage,
  rememberSandboxOrigin,
  returnForm,
  signedStripeEvent,
  stripeEvent,
  sslcommerzRefundedAlready,
  stripeSessionCharge,
  useSandboxGateways,
} from '../helpers/payments';
import { inTurn, transactionIds } from '../helpers/turns';

type Song = { id: string; title: string; price: number };

let admin: string;
let webhookSecret: string;
let songs: Song[];
const nextSong = inTurn(() => songs, 23);
const txn = transactionIds('RF');

/** The admin refunds the order, and the refund is answered 200. */
async function refundAsAdmin(orderId: number, reason: string): Promise<void> {
  const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason } });
  expect(refunded.status, refunded.text).toBe(200);
}

const refundedMails = (email: string) => mailsTo(email).filter((m) => /refunded/i.test(m.subject));

/** A song bought by card and paid on the sandbox's hosted page: completed without an admin. */
async function paidByCard() {
  const buyer = await registerAndLogin('Refund Buyer');
  const song = nextSong();
  const created = await api('createOrder', { token: buyer.token, body: { songId: song.id, paymentMethod: 'stripe', amount: song.price } });
  expect(created.status, created.text).toBe(201);
  const paid = await pressHostedPage(created.body.checkoutUrl!, 'pay');
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
  webhookSecret = (await useSandboxGateways(admin, { sslcommerz: true })).stripe.webhookSecret;
  songs = (await api('listSongs', { query: { limit: 100 } })).body.filter(isDemoSong);
});

describe.skipIf(!isLocalStack())('refunds that revoke', () => {
  it('a card refund goes through Stripe and revokes: verification, downloads, library and figures; twice is 409', async () => {
    const { buyer, song, orderId, licenseKey } = await paidByCard();
    const before = (await api('getAdminOrderStats', { token: admin })).body;

    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Bought the wrong song' } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refund_reason: 'Bought the wrong song' });

    await expectRevoked(buyer.token, orderId, song.id, licenseKey);
    const verified = await api('verifyLicense', { params: { key: licenseKey } });
    expect(verified.text).not.toContain(buyer.email);
    expect(verified.text).not.toContain(buyer.email.slice(0, 3) + '*');

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
    const paid = await pressHostedPage(bought.body.checkoutUrl!, 'pay');
    expect(paid.status).toBe(303);
    expect((await api('getMySubscription', { token: buyer.token })).body.status).toBe('active');
    await refundAsAdmin(bought.body.orderId, 'Plan not wanted');
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
    const paid = await pressHostedPage(created.body.checkoutUrl!, 'pay');
    expect(paid.status).toBe(303);
    await afterCommitSettled(created.body.orderId);
    const statsPaid = (await api('getListenerStats', { token: buyer.token })).body;
    expect(statsPaid.totalPurchases).toBe(statsBefore.totalPurchases + 1);
    expect(statsPaid.monthlySpending.at(-1)!.purchases).toBe(statsBefore.monthlySpending.at(-1)!.purchases + 1);
    expect((await ranking(`SONG#${song.id}`))?.sales).toBe((songRankBefore?.sales ?? 0) + 1);
    expect((await ranking(`CUSTOMER#${buyer.user.id}`))?.sales).toBe(1);

    await refundAsAdmin(created.body.orderId, 'Figures test');

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

describe.skipIf(!isLocalStack())('payments for a song sold exclusively to another buyer', () => {
  /** A card order for the song's WAV lease, its hosted page not paid yet. */
  async function cardOrder(songId: string, price: number) {
    const buyer = await registerAndLogin('Outbid Card Buyer');
    const created = await api('createOrder', { token: buyer.token, body: { songId, paymentMethod: 'stripe', amount: price, tier: 'wav' } });
    expect(created.status, created.text).toBe(201);
    rememberSandboxOrigin(created.body.checkoutUrl!);
    return { buyer, orderId: created.body.orderId, checkoutUrl: created.body.checkoutUrl! };
  }

  /** The song's exclusive, paid by bKash and approved; its after-commit step has closed the other open orders. */
  async function soldExclusively(songId: string, price: number) {
    const winner = await registerAndLogin('Exclusive Winner');
    const created = await api('createOrder', {
      token: winner.token,
      body: { songId, paymentMethod: 'bkash', amount: usdToBdt(price), tier: 'exclusive' },
    });
    expect((await payByWallet(created.body.orderId, winner.token, txn())).status).toBe(200);
    expect((await api('approvePayment', { token: admin, params: { orderId: created.body.orderId } })).status).toBe(200);
    await afterCommitSettled(created.body.orderId);
  }

  /** The session's paid event delivered again as Stripe would: a new event id, then that same event twice. */
  async function replayPaidEvent(sessionId: string) {
    const { session } = await stripeSessionCharge(sessionId);
    const event = signedStripeEvent(stripeEvent('checkout.session.completed', session), webhookSecret);
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${baseUrl()}/api/webhooks/stripe`, { method: 'POST', body: event.body, headers: event.headers });
      expect(answer.status, await answer.text()).toBe(200);
    }
  }

  /** The order's stored Checkout Session id set to `reference` directly in the table. */
  async function storeReference(orderId: number, reference: string) {
    const ddb = localTable();
    await ddb.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE_NAME,
        Key: keys.order(orderId),
        UpdateExpression: 'SET paymentReference = :ref',
        ExpressionAttributeValues: { ':ref': reference },
      }),
    );
    ddb.destroy();
  }

  it('expires the open Checkout Session of a card order the sale closed: its hosted page no longer takes the payment', async () => {
    const song = await tierSong(admin, 'Exclusive expires card');
    const { buyer, orderId, checkoutUrl } = await cardOrder(song.id, song.price('wav'));
    const sessionId = (await api('getOrder', { params: { orderId }, token: buyer.token })).body.payment_reference!;
    expect((await stripeSessionCharge(sessionId)).session.status).toBe('open');
    await soldExclusively(song.id, song.price('exclusive'));

    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('failed');
    expect((await stripeSessionCharge(sessionId)).session.status).toBe('expired');
    expect((await fetch(checkoutUrl)).status).toBe(410);
    const pay = await fetch(checkoutUrl, {
      method: 'POST',
      body: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(pay.status).toBe(410);
    expect((await stripeSessionCharge(sessionId)).charge).toBeUndefined();
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('failed');
  });

  it('refunds a card payment confirmed after the sale through Stripe (its session not expired), once however often it is told', async () => {
    const song = await tierSong(admin, 'Exclusive refund card');
    const { buyer, orderId, checkoutUrl } = await cardOrder(song.id, song.price('wav'));
    const sessionId = (await api('getOrder', { params: { orderId }, token: buyer.token })).body.payment_reference!;
    // Stripe refuses to expire the session the closing names (one it does not know): the closing stands all the same.
    await storeReference(orderId, 'cs_test_unknown_to_stripe');
    await soldExclusively(song.id, song.price('exclusive'));
    const closed = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
    expect(closed.status).toBe('failed');
    await storeReference(orderId, sessionId);
    const before = (await api('getAdminOrderStats', { token: admin })).body;

    // The buyer pays on the hosted page anyway (it stayed open): Stripe tells the store, which pays it back.
    expect((await pressHostedPage(checkoutUrl, 'pay')).status).toBe(303);
    const refunded = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
    expect(refunded).toMatchObject({ status: 'refunded', license_key: null, review_reason: null });
    expect(refunded.refund_reason).toMatch(/sold exclusively to another buyer\. Your payment was refunded/);
    const { charge } = await stripeSessionCharge(refunded.payment_reference!);
    expect(charge).toMatchObject({ amount: Math.round(song.price('wav') * 100), amount_refunded: Math.round(song.price('wav') * 100) });
    const after = (await api('getAdminOrderStats', { token: admin })).body;
    expect([after.failed, after.refunded, after.revenue]).toEqual([before.failed - 1, (before.refunded ?? 0) + 1, before.revenue]);
    await until(async () => refundedMails(buyer.email).length === 1, 'the refund mail');

    await replayPaidEvent(refunded.payment_reference!);
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body).toEqual(refunded);
    expect((await stripeSessionCharge(refunded.payment_reference!)).charge?.amount_refunded).toBe(charge!.amount_refunded);
    expect(refundedMails(buyer.email)).toHaveLength(1);
  });

  it('refunds an SSLCommerz payment made on a page left open after the sale closed its order, through SSLCommerz, once however often it is told', async () => {
    const song = await tierSong(admin, 'Exclusive refund taka');
    const buyer = await registerAndLogin('Outbid Taka Buyer');
    const amount = usdToBdt(song.price('wav'));
    const created = await api('createOrder', {
      token: buyer.token,
      body: { songId: song.id, paymentMethod: 'sslcommerz', amount, tier: 'wav' },
    });
    expect(created.status, created.text).toBe(201);
    const { orderId, checkoutUrl } = created.body;
    rememberSandboxOrigin(checkoutUrl!);
    await soldExclusively(song.id, song.price('exclusive'));
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body.status).toBe('failed');
    const before = (await api('getAdminOrderStats', { token: admin })).body;

    // SSLCommerz's page stays open (it has no way to close one): the buyer pays, its IPN reaches the store, which pays it back.
    const back = returnForm(await (await pressHostedPage(checkoutUrl!, 'pay')).text());
    const refunded = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
    expect(refunded).toMatchObject({ status: 'refunded', license_key: null, review_reason: null });
    expect(refunded.refund_reason).toMatch(/sold exclusively to another buyer\. Your payment was refunded/);
    expect(await sslcommerzRefundedAlready(back.fields.bank_tran_id!, amount)).toBe(true);
    const after = (await api('getAdminOrderStats', { token: admin })).body;
    expect([after.failed, after.refunded, after.revenue]).toEqual([before.failed - 1, (before.refunded ?? 0) + 1, before.revenue]);
    await until(async () => refundedMails(buyer.email).length === 1, 'the refund mail');

    // The buyer's return and the IPN's redelivery change nothing more.
    const returned = await fetch(back.action, {
      method: 'POST',
      body: new URLSearchParams(back.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(returned.headers.get('location')).toMatch(new RegExp(`/invoice/${orderId}\\?payment=success$`));
    for (let i = 0; i < 2; i++) expect((await postSslcommerzIpn(back.fields)).status).toBe(200);
    expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body).toEqual(refunded);
    expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).not.toContain(song.id);
    expect(refundedMails(buyer.email)).toHaveLength(1);
  });

  it('refunds a card payment confirmed before the sale closed its order (SOLD_EXCLUSIVELY) instead of refusing it until redelivered', async () => {
    const song = await tierSong(admin, 'Exclusive refund race');
    const { buyer, orderId, checkoutUrl } = await cardOrder(song.id, song.price('wav'));
    // An exclusive's commit as it stands before its after-commit step has closed the other open orders.
    // Written on the song item alone, so the catalogue still lists it: it is put back in `finally`,
    // or the next files on this stack would pick it (newest first) and be refused SOLD_OUT.
    const setSold = async (sold: boolean) => {
      const ddb = localTable();
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: LOCAL_TABLE_NAME,
            Key: keys.song(song.id),
            UpdateExpression: sold
              ? 'SET #status = :status, exclusiveLicenseKey = :key'
              : 'SET #status = :status REMOVE exclusiveLicenseKey',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: sold ? { ':status': 'sold_out', ':key': 'RACE-TEST-KEY' } : { ':status': 'published' },
          }),
        );
      } finally {
        ddb.destroy();
      }
    };
    await setSold(true);
    try {
      expect((await pressHostedPage(checkoutUrl, 'pay')).status).toBe(303);
      const refunded = (await api('getOrder', { params: { orderId }, token: buyer.token })).body;
      expect(refunded).toMatchObject({ status: 'refunded', license_key: null, review_reason: null });
      expect((await stripeSessionCharge(refunded.payment_reference!)).charge?.amount_refunded).toBe(Math.round(song.price('wav') * 100));
      expect((await api('getLibrary', { token: buyer.token })).body.map((s) => s.id)).not.toContain(song.id);
      await replayPaidEvent(refunded.payment_reference!);
      expect((await api('getOrder', { params: { orderId }, token: buyer.token })).body).toEqual(refunded);
      await until(async () => refundedMails(buyer.email).length === 1, 'the refund mail');
    } finally {
      await setSold(false);
    }
  });

  it('tells the buyers of closed orders their payment will be refunded only when one was made; an unpaid card order was cancelled', async () => {
    const song = await tierSong(admin, 'Exclusive closing mails');
    const card = await cardOrder(song.id, song.price('wav'));
    const walletBuyer = await registerAndLogin('Outbid Paid Wallet Buyer');
    const wallet = await api('createOrder', {
      token: walletBuyer.token,
      body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price('wav')), tier: 'wav' },
    });
    expect((await payByWallet(wallet.body.orderId, walletBuyer.token, txn())).status).toBe(200);
    await soldExclusively(song.id, song.price('exclusive'));

    const closingMail = (email: string) => mailsTo(email).find((m) => /exclusively/.test(m.text));
    await until(async () => Boolean(closingMail(card.buyer.email) && closingMail(walletBuyer.email)), 'the closing mails');
    expect(closingMail(card.buyer.email)?.text).toMatch(/" was sold exclusively to another buyer, so your order was cancelled\./);
    expect(closingMail(card.buyer.email)?.text).not.toMatch(/refund/i);
    expect(closingMail(walletBuyer.email)?.text).toContain('Your payment will be refunded.');
    const cardOrderNow = (await api('getOrder', { params: { orderId: card.orderId }, token: card.buyer.token })).body;
    expect(cardOrderNow.rejection_reason).toMatch(/so your order was cancelled/);
  });

  it('shows a closed manual payment as refund due until the admin marks it refunded, once (409 after)', async () => {
    const song = await tierSong(admin, 'Exclusive refund wallet');
    const paidBuyer = await registerAndLogin('Outbid Wallet Buyer');
    const unpaidBuyer = await registerAndLogin('Outbid Unpaid Buyer');
    const order = async (token: string) =>
      (
        await api('createOrder', {
          token,
          body: { songId: song.id, paymentMethod: 'bkash', amount: usdToBdt(song.price('wav')), tier: 'wav' },
        })
      ).body.orderId;
    const paidId = await order(paidBuyer.token);
    expect((await payByWallet(paidId, paidBuyer.token, txn())).status).toBe(200);
    const unpaidId = await order(unpaidBuyer.token);
    await soldExclusively(song.id, song.price('exclusive'));

    const due = (await api('getOrder', { params: { orderId: paidId }, token: admin })).body;
    expect(due).toMatchObject({ status: 'failed', refund_due: true });
    expect((await api('getOrder', { params: { orderId: unpaidId }, token: admin })).body.refund_due).toBeUndefined();
    const dueList = async () =>
      (await api('listAdminOrders', { token: admin, query: { status: 'refund_due', limit: 100 } })).body.map((o) => o.id);
    expect(await dueList()).toContain(paidId);
    expect(await dueList()).not.toContain(unpaidId);

    const nothingDue = await api('markOrderRefunded', { token: admin, params: { orderId: unpaidId }, body: {} });
    expect([nothingDue.status, nothingDue.body.code]).toEqual([409, 'NO_REFUND_DUE']);
    expect((await api('markOrderRefunded', { token: paidBuyer.token, params: { orderId: paidId }, body: {} })).status).toBe(403);

    const marked = await api('markOrderRefunded', { token: admin, params: { orderId: paidId }, body: { note: 'bKash refund 8HX21' } });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ status: 'refunded' });
    expect(marked.body.refund_due).toBeUndefined();
    const again = await api('markOrderRefunded', { token: admin, params: { orderId: paidId }, body: {} });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_REFUNDED']);

    const ddb = localTable();
    const stored = (await ddb.send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: keys.order(paidId), ConsistentRead: true }))).Item;
    ddb.destroy();
    // Who and when: the admin who marked it.
    expect(stored).toMatchObject({ refundedBy: (await api('getMe', { token: admin })).body.id, refundReference: 'bKash refund 8HX21' });
    expect(stored?.refundedAt).toBe(marked.body.refunded_at);
    expect(stored?.refundDueAt).toBeUndefined();
    expect(await dueList()).not.toContain(paidId);
    expect(
      refundedMails(paidBuyer.email)
        .map((m) => m.text)
        .join('\n'),
    ).toContain('bKash refund 8HX21');
    expect(refundedMails(paidBuyer.email)).toHaveLength(1);
  });
});
