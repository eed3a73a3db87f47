/**
 * Cancellation reasons are read by entry name. DynamoDB is replaced by a stub that cancels the
 * transaction with a failed condition on chosen entries, found by what they write, never by
 * where they sit in the request.
 */
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

const { ddb } = await import('../../functions/data/client');
const { namedTransaction, TransactionCancelled } = await import('../../functions/data/transaction');
const { counterShardKey, keys } = await import('../../functions/data/keys');
const { saleShard } = await import('../../functions/data/stats-repo');
const { LicenseKeyTaken, OrderNotPending } = await import('../../functions/data/orders-repo');
const { completeSongOrder } = await import('../../functions/data/orders-approval-repo');
const { recordSubscriptionDownload } = await import('../../functions/data/subscriptions-downloads-repo');
const { ConflictError } = await import('../../functions/kernel/errors');

type Item = Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined>;

/** Cancels every transaction sent, failing the condition of the entries `fails` picks. */
function cancelWhere(fails: (entry: Item) => boolean, otherCode = 'None') {
  const sent: Item[][] = [];
  vi.spyOn(ddb, 'send').mockImplementation((async (command: TransactWriteCommand) => {
    // Reads before a transaction (the rankings' current revenue) find nothing.
    if (!command.input.TransactItems) return {};
    const items = command.input.TransactItems as Item[];
    sent.push(items);
    throw Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: items.map((item) => ({ Code: fails(item) ? 'ConditionalCheckFailed' : otherCode })),
    });
  }) as never);
  return sent;
}

const keyOf = (entry: Item) => {
  const op = entry.Put ?? entry.Update ?? entry.Delete ?? entry.ConditionCheck;
  const key = op?.Key ?? op?.Item;
  return key ? `${String(key.PK)}|${String(key.SK)}` : '';
};
const is = (key: { PK: string; SK: string }) => (entry: Item) => keyOf(entry) === `${key.PK}|${key.SK}`;
const put = (pk: string) => ({ Put: { TableName: 't', Item: { PK: pk, SK: 'X' } } });

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

const order = {
  id: 42,
  userId: 'u1',
  buyerName: 'Jane',
  buyerEmail: 'jane@example.com',
  type: 'song' as const,
  songId: 's1',
  itemKey: 'SONG#s1',
  title: 'Night Drive',
  amountMinor: 109_900,
  currency: 'BDT' as const,
  listPriceCents: 999,
  paymentMethod: 'bkash' as const,
  status: 'pending' as const,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  searchText: '42 jane',
};
const license = {
  licenseKey: 'AB-CDEFG',
  type: 'Single Song Purchase',
  orderId: 42,
  userId: 'u1',
  userEmail: 'jane@example.com',
  userName: 'Jane',
  songId: 's1',
  songTitle: 'Night Drive',
  artist: 'The Examples',
  amountMinor: 109_900,
  currency: 'BDT' as const,
  issuedAt: '2026-11-23T11:00:00.000Z',
};

describe('completeSongOrder', () => {
  const approve = () => completeSongOrder({ order, songId: 's1', adminId: 'admin', at: license.issuedAt, license });

  it('tells a licence-key collision (draw again) from an order decided meanwhile', async () => {
    cancelWhere(is(keys.license(license.licenseKey)));
    await expect(approve()).rejects.toBeInstanceOf(LicenseKeyTaken);
    vi.restoreAllMocks();
    cancelWhere(is(keys.order(order.id)));
    await expect(approve()).rejects.toBeInstanceOf(OrderNotPending);
  });

  it('reads the rankings again and retries when another sale moved one first', async () => {
    const sent: Item[][] = [];
    vi.spyOn(ddb, 'send').mockImplementation((async (command: TransactWriteCommand) => {
      if (!command.input.TransactItems) return {};
      const items = command.input.TransactItems as Item[];
      sent.push(items);
      if (sent.length > 1) return {};
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: items.map((item) => ({
          Code: is(keys.ranking('ARTIST', 'the examples'))(item) ? 'ConditionalCheckFailed' : 'None',
        })),
      });
    }) as never);
    await expect(approve()).resolves.toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('writes the licence, the entitlement, the counters and the aggregates (in the order’s shard) in one transaction', async () => {
    const sent = cancelWhere(() => false);
    await approve().catch(() => undefined);
    const written = sent[0]!.map(keyOf);
    expect(written.filter((k) => k.startsWith('ACTIVITY|'))).toHaveLength(1);
    const shard = saleShard(order.id);
    expect(shard).not.toBe(0);
    for (const key of [
      keys.order(order.id),
      keys.pendingOrder(order.userId, order.itemKey),
      keys.license(license.licenseKey),
      keys.entitlement('u1', 's1'),
      keys.song('s1'),
      counterShardKey(keys.stats(), shard),
      counterShardKey(keys.orderStats(), shard),
      counterShardKey(keys.songStats(), shard),
      counterShardKey(keys.dailyStats('2026-11-23'), shard),
      counterShardKey(keys.monthlyStats('2026-11'), shard),
      counterShardKey(keys.hourlyStats('2026-11-23T11'), shard),
      keys.ranking('SONG', 's1'),
      keys.ranking('CUSTOMER', 'u1'),
    ]) {
      expect(written).toContain(`${key.PK}|${key.SK}`);
    }
  });
});

describe('recordSubscriptionDownload', () => {
  const sub = {
    id: 'sub1',
    userId: 'u1',
    planId: 'p1',
    planName: 'Pro',
    status: 'active' as const,
    orderId: 7,
    amountMinor: 109_900,
    currency: 'BDT' as const,
    usdPriceCents: 999,
    paymentMethod: 'bkash' as const,
    downloadLimit: 2,
    limitPeriod: 'monthly' as const,
    duration: 'monthly' as const,
    periodKey: '2026-11',
    downloadsUsed: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  const download = (newPeriod: boolean) =>
    recordSubscriptionDownload({
      sub,
      periodKey: '2026-11',
      newPeriod,
      at: license.issuedAt,
      license: { ...license, type: 'Subscription Download', orderId: null, amountMinor: null, currency: null },
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
