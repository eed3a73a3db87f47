/**
 * What an approval leaves to its after-commit step (docs/decisions/013-after-commit-effects.md):
 * the licence PDF stored before the first download, a song sale's figures, a plan's bell and mail,
 * an exclusive sale's other open orders closed; each arrives once, and a redelivered record (put
 * back in the pending index, as a stream retry or the local sweep delivers it again) repeats none
 * of them. A refund that comes before the step reverses the sale's figures all the same, once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys, partitions } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { demoSongId } from '../../scripts/local/seed';
import { usdToBdt } from '../../shared/money';
import { countingWav } from '../fixtures/audio';
import { pathOf } from '../../shared/api/call';
import { adminToken, afterCommitSettled, api, apiFrom, apiRaw, isLocalStack, localTable, mailsTo, registerAndLogin } from '../helpers/api';
import { stack } from '../helpers/stack';
import { tierSong } from '../helpers/orders';
import { expectPdfAt, forgetStoredLicensePdf, subscribeByWallet, walletPaidOrder } from '../helpers/orders';
import { uploaded } from '../helpers/uploads';

let admin: string;
let txn = 0;
const uniqueTxn = () => `ACE${Date.now().toString(36).toUpperCase()}${process.pid}${++txn}`;

beforeAll(async () => {
  admin = await adminToken();
});

async function storedItem(key: { PK: string; SK: string }): Promise<Record<string, unknown> | undefined> {
  const ddb = localTable();
  try {
    return (await ddb.send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
  } finally {
    ddb.destroy();
  }
}

/** Delivers an approval's finished record again: back in the pending index, which the local runner sweeps. */
async function redeliver(orderId: number): Promise<void> {
  const record = await storedItem(keys.afterCommit(orderId));
  expect(record?.finishedAt).toBeTruthy();
  const ddb = localTable();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE_NAME,
        Key: keys.afterCommit(orderId),
        UpdateExpression: 'REMOVE finishedAt SET GSI1PK = :pk, GSI1SK = :sk',
        ExpressionAttributeValues: {
          ':pk': partitions.afterCommitPending,
          ':sk': `${String(record!.at)}#${String(orderId).padStart(12, '0')}`,
        },
      }),
    );
  } finally {
    ddb.destroy();
  }
  await afterCommitSettled(orderId);
}

/** A buyer's order for `songId` under `tier`, paid by bKash (not yet approved). */
const paidOrder = (token: string, songId: string, usd: number, tier?: string) =>
  walletPaidOrder(token, { id: songId, price: usd }, uniqueTxn(), { tier });

/** A published song of its own (a fresh artist name), so its rankings count this file's sales alone. */
async function freshSong(): Promise<{ id: string; artist: string; price: number }> {
  const audioUploadId = await uploaded(admin, 'audio', countingWav(4, 44100), 'audio/wav', 'master.wav');
  const artist = `Figures ${Date.now().toString(36)} ${process.pid} ${++txn}`;
  const song = await api('createSong', {
    token: admin,
    body: { title: `Figures ${artist}`, artist, genre: 'Ambient', price: 9.99, status: 'published', audioUploadId },
  });
  expect(song.status, song.text).toBe(201);
  return { id: song.body.id, artist, price: 9.99 };
}

/** A sale's figures as stored: the buyer's totals and listener stats, and the song, artist and buyer rankings. */
async function saleFigures(buyerId: string, song: { id: string; artist: string }) {
  const ranked = async (kind: string, id: string) => {
    const item = await storedItem({ PK: `RANK#${kind}#${id}`, SK: 'RANK' });
    return { sales: Number(item?.sales ?? 0), revenue: Number(item?.revenueTakaMinor ?? 0) };
  };
  const user = await storedItem(keys.user(buyerId));
  const listener = await storedItem(keys.listenerStats(buyerId));
  return {
    buyerPurchases: Number(user?.totalPurchases ?? 0),
    buyerSpentCents: Number(user?.totalSpentCents ?? 0),
    listenerPurchases: Number(listener?.purchases ?? 0),
    song: await ranked('SONG', song.id),
    artist: await ranked('ARTIST', song.artist.toLowerCase()),
    customer: await ranked('CUSTOMER', buyerId),
  };
}

const bellTitles = async (token: string) => (await api('listMyNotifications', { token })).body.notifications.map((n) => n.title);

describe.runIf(isLocalStack())('after an approval commits', () => {
  it('stores the licence PDF before the first download, which then only signs a link; without it a download renders it', async () => {
    const buyer = await registerAndLogin('Pdf Ahead');
    const song = (await api('getSong', { params: { songId: demoSongId(3).id } })).body;
    const orderId = await paidOrder(buyer.token, song.id, song.price);
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);

    const order = await storedItem(keys.order(orderId));
    expect(order?.licensePdfKey).toBe(`licenses/${orderId}/${String(order?.licenseKey)}.pdf`);
    const objectDir = join(stack().dataDir, 's3', 'marketplace-media', 'licenses', String(orderId));
    expect(existsSync(objectDir)).toBe(true);

    const download = async () => {
      const link = await api('downloadLicense', { token: buyer.token, params: { orderId } });
      expect(link.status, link.text).toBe(200);
      await expectPdfAt(link.body.url);
    };
    await download();

    // Neither the object nor its key (a download before the step ran, or an object lost): rendered on demand.
    await forgetStoredLicensePdf(orderId);
    await download();
    expect(existsSync(objectDir)).toBe(true);
  });

  it("sends a plan's activation bell and mail from the after-commit step, and a redelivery repeats neither", async () => {
    const user = await registerAndLogin('Plan After Commit');
    const plan = (await api('listPlans')).body.find((p) => p.name === 'Basic')!;
    const created = await subscribeByWallet(user.token, plan, uniqueTxn());
    expect(created.status, created.text).toBe(201);
    const orderId = created.body.orderId;
    const mailsBefore = mailsTo(user.email).length;
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);

    const record = await storedItem(keys.afterCommit(orderId));
    expect(record?.kind).toBe('planApproved');
    expect(Object.keys(record?.done ?? {}).sort()).toEqual(['mail', 'records']);
    const activated = (titles: string[]) => titles.filter((t) => t === 'Subscription activated').length;
    expect(activated(await bellTitles(user.token))).toBe(1);
    const mails = mailsTo(user.email).length;
    expect(mails).toBe(mailsBefore + 1);

    await redeliver(orderId);
    expect(activated(await bellTitles(user.token))).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(mails);
  });

  it("sends a guest plan's activation mail from the after-commit step, and a redelivery sends it again never", async () => {
    const email = `guest.plan.ace.${Date.now().toString(36)}.${process.pid}@example.com`;
    const plan = (await api('listPlans')).body.find((p) => p.name === 'Basic')!;
    const bought = await apiFrom('127.0.9.17', 'purchaseSubscription', { body: { planId: plan.id, paymentMethod: 'bkash', email } });
    expect(bought.status, bought.text).toBe(201);
    const orderId = bought.body.orderId;
    const paid = await api('submitGuestPayment', {
      params: { orderId },
      headers: { authorization: `Guest ${bought.body.guestToken!}` },
      body: { senderWallet: '01812345678', transactionId: uniqueTxn(), paymentMethod: 'bkash' },
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);

    const record = await storedItem(keys.afterCommit(orderId));
    expect(record?.kind).toBe('planApproved');
    expect(Object.keys(record?.done ?? {})).toContain('mail');
    const active = () => mailsTo(email).filter((m) => m.subject === `Your ${plan.name} plan is active`);
    expect(active()).toHaveLength(1);
    expect(active()[0]?.text).toMatch(new RegExp(`/guest/orders/${orderId}#token=`));

    await redeliver(orderId);
    expect(active()).toHaveLength(1);
  });

  it("closes an exclusive sale's other open orders from the after-commit step, and a redelivery closes and mails none again", async () => {
    const song = await tierSong(admin, 'After-commit exclusive');
    const winner = await registerAndLogin('Exclusive Winner');
    const other = await registerAndLogin('Open Lease Buyer');
    const exclusiveOrder = await paidOrder(winner.token, song.id, song.price('exclusive'), 'exclusive');
    const leaseOrder = await paidOrder(other.token, song.id, song.price('wav'), 'wav');

    expect((await api('approvePayment', { params: { orderId: exclusiveOrder }, token: admin })).status).toBe(200);
    expect((await api('getAdminSong', { params: { songId: song.id }, token: admin })).body.sale_status).toBe('sold');
    const closed = (await api('getOrder', { params: { orderId: leaseOrder }, token: other.token })).body;
    expect(closed.status).toBe('failed');
    expect(closed.rejection_reason).toMatch(/sold exclusively to another buyer\. Your payment will be refunded/);
    expect(Object.keys((await storedItem(keys.afterCommit(exclusiveOrder)))?.done ?? {})).toContain('exclusive');
    const told = () => mailsTo(other.email).filter((m) => /exclusively/.test(m.text)).length;
    const rejectedBells = async () => (await bellTitles(other.token)).filter((t) => t === 'Order rejected').length;
    expect(told()).toBe(1);
    expect(await rejectedBells()).toBe(1);

    await redeliver(exclusiveOrder);
    expect(told()).toBe(1);
    expect(await rejectedBells()).toBe(1);
    expect((await api('getOrder', { params: { orderId: leaseOrder }, token: other.token })).body.status).toBe('failed');
  });

  it("counts a song sale's figures once, in the after-commit step, and a redelivered record counts none again", async () => {
    const buyer = await registerAndLogin('Figures Once');
    const song = await freshSong();
    const orderId = await paidOrder(buyer.token, song.id, song.price);
    const zero = await saleFigures(buyer.user.id, song);
    expect((await api('approvePayment', { params: { orderId }, token: admin })).status).toBe(200);

    expect(Object.keys((await storedItem(keys.afterCommit(orderId)))?.done ?? {})).toContain('sale');
    const revenue = usdToBdt(song.price) * 100;
    const counted = await saleFigures(buyer.user.id, song);
    expect(counted).toEqual({
      buyerPurchases: zero.buyerPurchases + 1,
      buyerSpentCents: zero.buyerSpentCents + 999,
      listenerPurchases: zero.listenerPurchases + 1,
      song: { sales: 1, revenue },
      artist: { sales: 1, revenue },
      customer: { sales: 1, revenue },
    });
    expect((await api('getListenerStats', { token: buyer.token })).body.totalPurchases).toBe(1);

    await redeliver(orderId);
    expect(await saleFigures(buyer.user.id, song)).toEqual(counted);
  });

  it('a refund that comes before the after-commit step reverses the sale once: the step then adds no figures', async () => {
    const buyer = await registerAndLogin('Refund First');
    const song = await freshSong();
    const orderId = await paidOrder(buyer.token, song.id, song.price);
    const zero = await saleFigures(buyer.user.id, song);
    // The step's first read (the BatchGetItem after the approval's own) hangs until the 8 s function timeout has passed (then fails, and is retried).
    const approved = await apiRaw('POST', pathOf('approvePayment', { orderId }), {
      token: admin,
      headers: { 'x-fault': 'timeout;key=BatchGetItem;skip=1;times=1;seconds=8' },
    });
    expect(approved.status, approved.text).toBe(200);
    // The buyer can download at once: the licence and entitlement are the approval's own.
    expect((await api('downloadLicense', { token: buyer.token, params: { orderId } })).status).toBe(200);

    const refunded = await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Refund before the step' } });
    expect(refunded.status, refunded.text).toBe(200);
    // The refund, not the step, marked the sale's figures: none were counted, so none were reversed.
    const record = await storedItem(keys.afterCommit(orderId));
    expect((record?.done as Record<string, string> | undefined)?.sale).toBe(refunded.body.refunded_at);
    expect(await saleFigures(buyer.user.id, song)).toEqual(zero);

    await afterCommitSettled(orderId);
    expect(await saleFigures(buyer.user.id, song)).toEqual(zero);
    expect((await api('getListenerStats', { token: buyer.token })).body.totalPurchases).toBe(0);
    // The rest of the step still ran: the buyer was told of the approval, then of the refund.
    expect(mailsTo(buyer.email).some((m) => /approved/i.test(m.subject))).toBe(true);

    await redeliver(orderId);
    expect(await saleFigures(buyer.user.id, song)).toEqual(zero);
    expect((await api('refundOrder', { token: admin, params: { orderId }, body: { reason: 'Again' } })).status).toBe(409);
  });
});
