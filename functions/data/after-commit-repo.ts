/**
 * The after-commit record of an approval (docs/decisions/013-after-commit-effects.md): written in
 * the approval's own transaction, so it exists exactly when the approval committed; each effect
 * that follows is marked on it once done, so a redelivered record repeats none. While effects are
 * left it sits in a sparse GSI1 partition, which the local runner sweeps (AWS: the table's stream).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RetryPolicy } from '../lib/retry';
import * as z from '../../shared/api/zod';
import { batchGet } from './batch';
import { ddb, tableName } from './client';
import { updateIf } from './conditional';
import { entityType } from './entity-type';
import { ENTITY, keys, partitions } from './keys';
import { OrderItem, type OrderRecord } from './orders-repo';
import { namedTransaction, type NamedOp, type TransactOp } from './transaction';

/** Kept a month after the approval, then TTL removes it (the effects are done within seconds). */
const RECORD_TTL_SECONDS = 30 * 24 * 3600;

export const AFTER_COMMIT_EFFECTS = ['records', 'sale', 'exclusive', 'mail'] as const;
/**
 * `records`: the trending count, activity entry, bell, offers and the licence PDF's key written in
 * one transaction; `sale`: the sale's figures (sale-figures-repo.ts), or, marked by a refund that
 * came first, none; `exclusive`: an exclusive sale's other open orders closed; `mail`: the buyer's mail.
 */
export type AfterCommitEffect = (typeof AFTER_COMMIT_EFFECTS)[number];

const recordFields = () => ({
  _type: entityType('afterCommit'),
  orderId: z.number(),
  at: z.string(),
  siteUrl: z.string(),
  done: z._default(z.record(z.string(), z.string()), {}),
  finishedAt: z.optional(z.string()),
});
const AfterCommitItem = /* @__PURE__ */ z.lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      ...recordFields(),
      kind: z.literal('songApproved'),
      licenseKey: z.string(),
      songId: z.string(),
      artist: z.string(),
      // Present when the sale's figures follow from this record (absent: the approval counted them itself).
      // `ledger`: the artist's day, month and store earnings figures follow too (absent: the approval wrote them).
      sale: z.optional(z.object({ buyerId: z.string(), genre: z.optional(z.string()), ledger: z.optional(z.literal(true)) })),
    }),
    // A plan's activation: the buyer's bell and mail (a guest's: the mail).
    z.object({ ...recordFields(), kind: z.literal('planApproved') }),
  ]),
);
export type AfterCommitRecord = z.infer<typeof AfterCommitItem>;
type WithoutState<T> = T extends unknown ? Omit<T, '_type' | 'done' | 'finishedAt'> : never;
export type NewAfterCommit = WithoutState<AfterCommitRecord>;

const pendingIndex = (r: { at: string; orderId: number }) => ({
  GSI1PK: partitions.afterCommitPending,
  GSI1SK: `${r.at}#${String(r.orderId).padStart(12, '0')}`,
});

/** The record's entry in the approval's transaction. */
export function afterCommitOp(record: NewAfterCommit): NamedOp<'afterCommit'> {
  return {
    name: 'afterCommit',
    op: {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.afterCommit(record.orderId),
          ...pendingIndex(record),
          _type: ENTITY.afterCommit,
          ...record,
          done: {},
          expiresAt: Math.floor(Date.parse(record.at) / 1000) + RECORD_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
}

/** The record and its order, read together and consistently (in one request); undefined where gone. */
export async function readAfterCommit(orderId: number): Promise<{ record?: AfterCommitRecord; order?: OrderRecord }> {
  const items = await batchGet([keys.afterCommit(orderId), keys.order(orderId)], { consistent: true });
  const recordItem = items.find((i) => i._type === ENTITY.afterCommit);
  const orderItem = items.find((i) => i._type === ENTITY.order);
  return { record: recordItem && AfterCommitItem.parse(recordItem), order: orderItem && OrderItem.parse(orderItem) };
}

const markerUpdate = (orderId: number, effect: AfterCommitEffect, at: string, finish: boolean) => ({
  TableName: tableName,
  Key: keys.afterCommit(orderId),
  UpdateExpression: `SET done.#effect = :at${finish ? ', finishedAt = :at REMOVE GSI1PK, GSI1SK' : ''}`,
  ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(done.#effect)',
  ExpressionAttributeNames: { '#effect': effect },
  ExpressionAttributeValues: { ':at': at },
});

/**
 * Writes `ops` and marks `effect` done in one transaction: false (nothing written) when it was
 * marked already, so a redelivery adds no count twice.
 */
export async function recordEffect(
  orderId: number,
  effect: AfterCommitEffect,
  ops: readonly TransactOp[],
  at: string,
  policy?: RetryPolicy,
): Promise<boolean> {
  class AlreadyDone extends Error {}
  try {
    await namedTransaction(
      [...ops.map((op, i) => ({ name: `op${i}`, op })), { name: 'marker', op: { Update: markerUpdate(orderId, effect, at, false) } }],
      { marker: () => new AlreadyDone() },
      policy,
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyDone) return false;
    throw error;
  }
}

/** Transaction entry `effectMarker`: marks `effect` done in another transaction (a refund taking the sale's figures off the record); fails once it is marked. */
export const effectMarkerOp = (orderId: number, effect: AfterCommitEffect, at: string): NamedOp<'effectMarker'> => ({
  name: 'effectMarker',
  op: { Update: markerUpdate(orderId, effect, at, false) },
});

/** The record alone, read consistently; undefined when there is none (an approval before records, or expired). */
export async function getAfterCommit(orderId: number): Promise<AfterCommitRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.afterCommit(orderId), ConsistentRead: true }));
  return out.Item && AfterCommitItem.parse(out.Item);
}

/** Marks `effect` done (and, with `finish`, the record finished: out of the pending index); false when it was marked already. */
export async function markEffect(orderId: number, effect: AfterCommitEffect, at: string, finish = false): Promise<boolean> {
  return (await updateIf(markerUpdate(orderId, effect, at, finish))) !== undefined;
}

/** Takes a record out of the pending index (its effects done, or its order gone). */
export async function finishAfterCommit(orderId: number, at: string): Promise<void> {
  await updateIf({
    Key: keys.afterCommit(orderId),
    UpdateExpression: 'SET finishedAt = :at REMOVE GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** Order ids of records with effects left, oldest first: one Query on the sparse index. */
export async function pendingAfterCommits(limit = 25): Promise<number[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.afterCommitPending },
      ProjectionExpression: 'orderId',
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => Number(i.orderId)).filter(Number.isInteger);
}
