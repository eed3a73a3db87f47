/**
 * The catalogue version and change log that keep every warm container's search index current
 * (see domain/catalogue/search-index.ts and functions/data/README.md).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { type Song } from '../../shared/api/catalogue';
import { retryPolicies, withRetry } from '../lib/retry';
import { queryPages } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { namedTransaction, updateOp, type NamedOp, TransactionCancelled } from './transaction';
import { withCover } from './songs-repo';

const VersionItem = /* @__PURE__ */ z.lazySchema(() => z.object({ version: z.number() }));
const ChangeItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    version: z.number(),
    kind: z.enum(['upsert', 'delete', 'reset']),
    songId: z.optional(z.string()),
    song: z.optional(z.unknown()),
  }),
);
type ChangeBody = { kind: 'upsert'; song: Song } | { kind: 'delete'; songId: string } | { kind: 'reset' };
export type CatalogueChange = { version: number } & ChangeBody;

/**
 * Change-log entries outlive any warm container and any search snapshot (refreshed at least daily
 * while the catalogue changes); a gap older than this forces a full rebuild.
 */
const CHANGE_TTL_SECONDS = 30 * 24 * 3600;
export async function readCatalogueVersion(consistent = false): Promise<number> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.catalogueVersion(), ConsistentRead: consistent }));
  return out.Item ? VersionItem.parse(out.Item).version : 0;
}

/**
 * The writes that move the catalogue from `current` to `current + 1` and log the change. The
 * version update is conditional on `current`, so concurrent writers serialise: the loser of a
 * race sees its transaction cancelled and retries with the new version.
 */
export function versionBump(current: number, change: ChangeBody, nowSeconds: number) {
  const next = current + 1;
  return [
    updateOp('catalogueVersion', {
      Key: keys.catalogueVersion(),
      UpdateExpression: 'SET version = :next, #type = :type',
      ConditionExpression: current === 0 ? 'attribute_not_exists(PK)' : 'version = :current',
      ExpressionAttributeNames: { '#type': '_type' },
      ExpressionAttributeValues: {
        ':next': next,
        ':type': ENTITY.catalogueVersion,
        ...(current === 0 ? {} : { ':current': current }),
      },
    }),
    {
      name: 'catalogueChange',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.catalogueChange(next),
            _type: ENTITY.catalogueChange,
            version: next,
            ...change,
            expiresAt: nowSeconds + CHANGE_TTL_SECONDS,
          },
        },
      },
    },
  ] satisfies NamedOp<string>[];
}
/**
 * Runs a write that bumps the catalogue version: when another writer moved the version (or counted
 * the same artist) first, its transaction is cancelled, and the write reads again and retries.
 */
export const retryCatalogueRace = (write: () => Promise<void>) =>
  withRetry(retryPolicies.hotItem, write, (error) => error instanceof TransactionCancelled);

/**
 * Changes in (from, to], oldest first, or undefined when the log no longer covers the gap
 * (expired entries or a bulk reset): the caller then rebuilds from scratch.
 */
export async function readChangesSince(from: number, to: number): Promise<CatalogueChange[] | undefined> {
  const changes: CatalogueChange[] = [];
  for await (const out of queryPages({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': partitions.catalogueChanges,
      ':from': keys.catalogueChange(from + 1).SK,
      ':to': keys.catalogueChange(to).SK,
    },
  })) {
    for (const raw of out.Items ?? []) {
      const item = ChangeItem.parse(raw);
      if (item.kind === 'reset') return undefined;
      if (item.kind === 'delete' && item.songId) changes.push({ version: item.version, kind: 'delete', songId: item.songId });
      if (item.kind === 'upsert') changes.push({ version: item.version, kind: 'upsert', song: withCover(item.song as Song) });
    }
  }
  const complete = changes.length === to - from && changes.every((c, i) => c.version === from + 1 + i);
  return complete ? changes : undefined;
}

/**
 * Logs a bulk change (the scale seed writes songs in batches): every warm index rebuilds.
 */
export async function markCatalogueReset(): Promise<void> {
  await retryCatalogueRace(async () => {
    const version = await readCatalogueVersion(true);
    await namedTransaction(versionBump(version, { kind: 'reset' }, Math.floor(Date.now() / 1000)), {}, retryPolicies.none);
  });
}
