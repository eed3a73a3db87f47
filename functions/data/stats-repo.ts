/**
 * Aggregate counters, maintained inside the transactions that change what they count, so the
 * home statistics and dashboards never read every item.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

export const GlobalStats = z.object({
  totalSongs: z.number().default(0),
  totalArtists: z.number().default(0),
  totalUsers: z.number().default(0),
  totalDownloads: z.number().default(0),
});
export type GlobalStats = z.infer<typeof GlobalStats>;
export type StatName = keyof GlobalStats;

/** A TransactWriteItems entry that adds to counters (creating the item on first use). */
export function statsIncrement(deltas: Partial<Record<StatName, number>>) {
  const names = Object.keys(deltas) as StatName[];
  return {
    Update: {
      TableName: tableName,
      Key: keys.stats(),
      UpdateExpression: `SET #type = :type ADD ${names.map((n, i) => `#n${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: { '#type': '_type', ...Object.fromEntries(names.map((n, i) => [`#n${i}`, n])) },
      ExpressionAttributeValues: { ':type': ENTITY.stats, ...Object.fromEntries(names.map((n, i) => [`:v${i}`, deltas[n]])) },
    },
  };
}

export async function readStats(): Promise<GlobalStats> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.stats() }));
  return GlobalStats.parse(out.Item ?? {});
}
