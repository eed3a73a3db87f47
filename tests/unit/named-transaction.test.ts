/**
 * Cancellation reasons are read by entry name. DynamoDB is replaced by a stub that cancels the
 * transaction with a failed condition on chosen entries, found by what they write, never by
 * where they sit in the request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeSubscription,
  conditionFailedWhere,
  downloadLicense,
  fakeTransactions,
  keyOf,
  pendingSongOrder,
  put,
  songApprovedRecord,
  songLicense,
  type TransactEntry,
} from '../helpers/fake-transactions';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const { ddb } = await import('../../functions/data/client');
const { namedTransaction, TransactionCancelled } = await import('../../functions/data/transaction');
const { counterShardKey, keys } = await import('../../functions/data/keys');
const { saleShard } = await import('../../functions/data/stats-repo');
const { LicenseKeyTaken, OrderNotPending } = await import('../../functions/data/orders-repo');
const { completeSongOrder } = await import('../../functions/data/orders-approval-repo');
const { saleFigureOps } = await import('../../functions/data/sale-figures-repo');
const { recordSubscriptionDownload } = await import('../../functions/data/subscriptions-downloads-repo');
const { ConflictError } = await import('../../functions/kernel/errors');

const cancelWhere = (fails: (entry: TransactEntry) => boolean, otherCode?: string) =>
  fakeTransactions(ddb, conditionFailedWhere(fails, otherCode));
const is = (key: { PK: string; SK: string }) => (entry: TransactEntry) => keyOf(entry) === `${key.PK}|${key.SK}`;
const order = pendingSongOrder;
const license = songLicense;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('namedTransaction', () => {
  it('throws the error of the entry whose condition failed, whatever its position', async () => {
    for (const order of [
      ['a', 'b', 'c'],
      ['c', 'a', 'b'],
    ]) {
      cancelWhere((entry) => keyOf(entry).startsWith('b|'));
      const entries = order.map((name) => ({ name, op: put(name) }));
      await expect(namedTransaction(entries, { b: () => new ConflictError('b failed', 'B') })).rejects.toMatchObject({ code: 'B' });
      vi.restoreAllMocks();
    }
  });

  it('chooses by the priority of the error map when several conditions failed', async () => {
    cancelWhere(() => true);
    const entries = [
      { name: 'order', op: put('order') },
      { name: 'txn', op: put('txn') },
    ];
    await expect(namedTransaction(entries, { txn: () => new Error('txn first'), order: () => new Error('order') })).rejects.toThrow(
      'txn first',
    );
  });

  it('reports an unclaimed cancellation with its reasons keyed by name', async () => {
    cancelWhere((entry) => keyOf(entry).startsWith('b|'), 'TransactionConflict');
    const error = await namedTransaction([
      { name: 'a', op: put('a') },
      { name: 'b', op: put('b') },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCancelled);
    const cancelled = error as InstanceType<typeof TransactionCancelled>;
    expect(cancelled.reasons).toEqual({ a: 'TransactionConflict', b: 'ConditionalCheckFailed' });
    expect(cancelled.conditionFailed('b')).toBe(true);
    expect(cancelled.conditionFailed('a')).toBe(false);
  });

  it('refuses two entries with the same name before sending anything', async () => {
    const sent = cancelWhere(() => false);
    await expect(
      namedTransaction([
        { name: 'a', op: put('a') },
        { name: 'a', op: put('b') },
      ]),
    ).rejects.toThrow(/unique/);
    expect(sent).toHaveLength(0);
  });

  it('passes any other error through untouched', async () => {
    const boom = Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
    vi.spyOn(ddb, 'send').mockRejectedValue(boom);
    await expect(namedTransaction([{ name: 'a', op: put('a') }])).rejects.toBe(boom);
  });
});

describe('completeSongOrder', () => {
  const afterCommit = songApprovedRecord;
  const approve = () =>
    completeSongOrder({ order, songId: 's1', genre: 'Ambient', adminId: 'admin', at: license.issuedAt, license, afterCommit });

  it('tells a licence-key collision (draw again) from an order decided meanwhile', async () => {
    cancelWhere(is(keys.license(license.licenseKey)));
    await expect(approve()).rejects.toBeInstanceOf(LicenseKeyTaken);
    vi.restoreAllMocks();
    cancelWhere(is(keys.order(order.id)));
    await expect(approve()).rejects.toBeInstanceOf(OrderNotPending);
  });

  it('writes the order, its guard, the licence, the entitlement, the song and the after-commit record, and none of the figures', async () => {
    const sent = cancelWhere(() => false);
    await approve().catch(() => undefined);
    const written = sent[0]!.map(keyOf);
    expect(written.sort()).toEqual(
      [
        keys.order(order.id),
        keys.pendingOrder(order.userId, order.itemKey),
        keys.license(license.licenseKey),
        keys.entitlement('u1', 's1'),
        keys.song('s1'),
        keys.afterCommit(order.id),
      ]
        .map((key) => `${key.PK}|${key.SK}`)
        .sort(),
    );
    // The record names the sale's buyer and genre: the after-commit step counts the figures from it.
    const record = sent[0]!.find(is(keys.afterCommit(order.id)))?.Put?.Item;
    expect(record?.sale).toEqual({ buyerId: 'u1', genre: 'Ambient' });
  });
});

describe('saleFigureOps', () => {
  const completed = { ...order, status: 'completed' as const, decidedAt: license.issuedAt };
  const ops = () =>
    saleFigureOps(completed, { songId: 's1', artist: license.artist, buyerId: 'u1', genre: 'Ambient' }, license.issuedAt).map((e) => e.op);

  it('adds the sale to its rankings without a condition, so another sale moving one first cannot cancel it', () => {
    for (const key of [keys.ranking('SONG', 's1'), keys.ranking('ARTIST', 'the examples'), keys.ranking('CUSTOMER', 'u1')]) {
      const update = ops().find(is(key))?.Update as { UpdateExpression: string; ConditionExpression?: string } | undefined;
      expect(update, `${key.PK}|${key.SK}`).toBeDefined();
      expect(update!.ConditionExpression).toBeUndefined();
      expect(update!.UpdateExpression).toMatch(/ADD sales :one, revenueTakaMinor :rev$/);
      // Its place in the ranking (GSI1) is written after the transaction, by the after-commit step.
      expect(update!.UpdateExpression).not.toMatch(/GSI1/);
    }
  });

  it("counts the aggregates in the order's shard, the buyer's totals and listener stats", () => {
    const written = ops().map(keyOf);
    const shard = saleShard(order.id);
    expect(shard).not.toBe(0);
    for (const key of [
      counterShardKey(keys.stats(), shard),
      counterShardKey(keys.orderStats(), shard),
      counterShardKey(keys.songStats(), shard),
      counterShardKey(keys.dailyStats('2026-11-23'), shard),
      counterShardKey(keys.monthlyStats('2026-11'), shard),
      counterShardKey(keys.hourlyStats('2026-11-23T11'), shard),
      keys.user('u1'),
      keys.listenerStats('u1'),
    ]) {
      expect(written).toContain(`${key.PK}|${key.SK}`);
    }
  });
});

describe('recordSubscriptionDownload', () => {
  const sub = activeSubscription(2);
  const download = (newPeriod: boolean) =>
    recordSubscriptionDownload({
      sub,
      periodKey: '2026-11',
      newPeriod,
      at: license.issuedAt,
      license: downloadLicense,
    });

  it('reads each refusal by the entry that refused', async () => {
    cancelWhere(is(keys.entitlement('u1', 's1')));
    await expect(download(false)).resolves.toBe('already-owned');
    vi.restoreAllMocks();
    cancelWhere(is(keys.subscription('sub1')));
    await expect(download(false)).resolves.toBe('new-period');
    await expect(download(true)).resolves.toBe('limit');
    vi.restoreAllMocks();
    cancelWhere(is(keys.license(license.licenseKey)));
    await expect(download(false)).resolves.toBe('key-taken');
  });
});
