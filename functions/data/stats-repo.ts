/**
 * Aggregate counters, maintained inside the transactions that change what they count, so the
 * home statistics and dashboards never read every item.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

export const GlobalStats = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    totalSongs: z._default(z.number(), 0),
    totalArtists: z._default(z.number(), 0),
    totalUsers: z._default(z.number(), 0),
    totalDownloads: z._default(z.number(), 0),
  }),
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
export const statsIncrement = (deltas: Partial<Record<StatName, number>>) => counterUpdate(keys.stats(), ENTITY.stats, deltas);

export async function readStats(): Promise<GlobalStats> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.stats() }));
  return GlobalStats.parse(out.Item ?? {});
}

/** The support inbox's counters: messages per status, kept in the transactions that store, read, reply to or delete a message. */
export const SupportStats = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    unread: z._default(z.number(), 0),
    read: z._default(z.number(), 0),
    replied: z._default(z.number(), 0),
    total: z._default(z.number(), 0),
  }),
);
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
