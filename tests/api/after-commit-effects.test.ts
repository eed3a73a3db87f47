/**
 * What an approval leaves to its after-commit step (docs/decisions/013-after-commit-effects.md):
 * the licence PDF stored before the first download, a plan's bell and mail, an exclusive sale's
 * other open orders closed; each arrives once, and a redelivered record (put back in the pending
 * index, as a stream retry or the local sweep delivers it again) repeats none of them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys, partitions } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { demoSongId } from '../../scripts/local/seed';
import type { SongLicense } from '../../shared/api/licenses';
import { countingWav } from '../fixtures/audio';
import { adminToken, afterCommitSettled, api, isLocalStack, localTable, mailsTo, registerAndLogin } from '../helpers/api';
import { stack } from '../helpers/stack';
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

const bellTitles = async (token: string) => (await api('listMyNotifications', { token })).body.notifications.map((n) => n.title);
const priceOf = (licenses: readonly SongLicense[] | undefined, tier: string) => licenses?.find((l) => l.tier === tier)?.price;

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

  it("closes an exclusive sale's other open orders from the after-commit step, and a redelivery closes and mails none again", async () => {
    const audioUploadId = await uploaded(admin, 'audio', countingWav(4, 44100), 'audio/wav', 'master.wav');
    const song = await api('createSong', {
      token: admin,
      body: {
        title: `After-commit exclusive ${Date.now()}`,
        artist: 'Tier Tests',
        genre: 'Ambient',
        price: 9.99,
        status: 'published',
        audioUploadId,
      },
    });
    expect(song.status, song.text).toBe(201);
    const licenses = (await api('getSong', { params: { songId: song.body.id } })).body.licenses;
    const winner = await registerAndLogin('Exclusive Winner');
    const other = await registerAndLogin('Open Lease Buyer');
    const exclusiveOrder = await paidOrder(winner.token, song.body.id, priceOf(licenses, 'exclusive')!, 'exclusive');
    const leaseOrder = await paidOrder(other.token, song.body.id, priceOf(licenses, 'wav')!, 'wav');

    expect((await api('approvePayment', { params: { orderId: exclusiveOrder }, token: admin })).status).toBe(200);
    expect((await api('getAdminSong', { params: { songId: song.body.id }, token: admin })).body.sale_status).toBe('sold');
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
});
