/**
 * Aggregate counters, maintained inside the transactions that change what they count, so the
 * home statistics and dashboards never read every item.
 */
import { counterFields } from './counters';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { batchGet } from './batch';
import { ddb, tableName } from './client';
import { counterShardKey, COUNTER_SHARDS, ENTITY, keys } from './keys';

/**
 * Store-wide counters every sale adds to (`STATS/GLOBAL`, `STATS/ORDERS`, `STATS/SONGS`, the time
 * buckets) are write-sharded: a sale's transaction adds to shard `orderId mod COUNTER_SHARDS`
 * (its refund takes it back out of the same one), so concurrent approvals of different orders
 * mostly touch different items instead of all cancelling each other on one. Shard 0 is the item's
 * own key, so the items written before sharding, and every other writer, stay where they were;
 * a read sums the shards.
 */
export const saleShard = (orderId: number): number => ((orderId % COUNTER_SHARDS) + COUNTER_SHARDS) % COUNTER_SHARDS;

/** Every shard's key of a sharded counter item, shard 0 (the item's own key) first. */
export const counterShardKeys = (key: { PK: string; SK: string }) =>
  Array.from({ length: COUNTER_SHARDS }, (_, shard) => counterShardKey(key, shard));

/** Adds the numeric attributes of counter items (the shards of one counter); other attributes come from the first that has them. */
export function sumCounters(items: readonly Record<string, unknown>[]): Record<string, unknown> {
  const total: Record<string, unknown> = {};
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) {
      if (typeof value === 'number') total[name] = (typeof total[name] === 'number' ? total[name] : 0) + value;
      else if (!(name in total)) total[name] = value;
    }
  }
  return total;
}

/** A sharded counter item's figures: its shards in one BatchGetItem (through `batchGet`), summed. */
export async function readShardedCounters(key: { PK: string; SK: string }, consistent = false): Promise<Record<string, unknown>> {
  const items = await batchGet(counterShardKeys(key), { consistent });
  // Shard 0 (the original item) first, so its non-numeric attributes win.
  items.sort((a, b) => String(a.SK).length - String(b.SK).length);
  return sumCounters(items);
}

export const GlobalStats = /* @__PURE__ */ z.lazySchema(() =>
  z.object(counterFields(['totalSongs', 'totalArtists', 'totalUsers', 'totalDownloads'])),
);
export type GlobalStats = z.infer<typeof GlobalStats>;
export type StatName = keyof GlobalStats;

/** A TransactWriteItems entry that adds to counters on an aggregate item (creating it on first use). */
export function counterUpdate(
  key: { PK: string; SK: string },
  entity: string,
  deltas: Record<string, number>,
  set: Record<string, string> = {},
) {
  const names = Object.keys(deltas).filter((n) => deltas[n] !== 0);
  const sets = Object.keys(set);
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: [
        `SET #type = :type${sets.map((_, i) => `, #s${i} = :s${i}`).join('')}`,
        names.length ? `ADD ${names.map((_, i) => `#n${i} :v${i}`).join(', ')}` : '',
      ].join(' '),
      ExpressionAttributeNames: {
        '#type': '_type',
        ...Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
        ...Object.fromEntries(sets.map((n, i) => [`#s${i}`, n])),
      },
      ExpressionAttributeValues: {
        ':type': entity,
        ...Object.fromEntries(names.map((n, i) => [`:v${i}`, deltas[n]])),
        ...Object.fromEntries(sets.map((n, i) => [`:s${i}`, set[n]])),
      },
    },
  };
}

/** Adds to the store-wide counters (home statistics). */
export const statsIncrement = (deltas: Partial<Record<StatName, number>>, shard = 0) =>
  counterUpdate(counterShardKey(keys.stats(), shard), ENTITY.stats, deltas);

export async function readStats(): Promise<GlobalStats> {
  return GlobalStats.parse(await readShardedCounters(keys.stats()));
}

/** The support inbox's counters: messages per status, kept in the transactions that store, read, reply to or delete a message. */
export const SupportStats = /* @__PURE__ */ z.lazySchema(() => z.object(counterFields(['unread', 'read', 'replied', 'total'])));
export type SupportStats = z.infer<typeof SupportStats>;

/** Adds to the support inbox's counters (`STATS/SUPPORT`). */
export const supportStatsIncrement = (deltas: Partial<Record<keyof SupportStats, number>>) =>
  counterUpdate(keys.supportStats(), ENTITY.supportStats, deltas);

/** Messages per status, one item read: `unread` is the dashboard's supportTickets. */
export async function readSupportStats(): Promise<SupportStats> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.supportStats() }));
  const stats = SupportStats.parse(out.Item ?? {});
  return { ...stats, unread: Math.max(0, stats.unread) };
}
