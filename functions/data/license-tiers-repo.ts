/**
 * Licence tiers (issue 25): one small partition `LICENSE_TIERS`, read whole. Each tier counts the
 * orders placed under it in the order's own transaction, so a tier in use is never deleted.
 */
import { deleteUncounted, putIf, updateIf } from './conditional';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Deliverable, LicenseTerms } from '../../shared/api/licenses';
import { ConflictError, NotFoundError } from '../kernel/errors';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { entityType } from './entity-type';
import { ENTITY, keys, partitions } from './keys';
import { updateOp, type NamedOp } from './transaction';

export const TierRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    deliverables: z.array(Deliverable),
    terms: LicenseTerms,
    defaultPriceCents: z.number().check(z.int(), z.nonnegative()),
    exclusive: z.boolean(),
    active: z.boolean(),
    orders: z._default(z.number(), 0),
    position: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TierRecord = z.infer<typeof TierRecord>;

const TierItem = /* @__PURE__ */ z.lazySchema(() => z.extend(TierRecord, { _type: entityType('licenseTier') }));

export const TIER_IN_USE = 'This tier has orders: switch it off instead of deleting it';
export const TIER_NOT_FOUND = 'Licence tier not found';
export const TIER_UNAVAILABLE = 'This licence tier is not offered any more';

export async function listTierRecords(): Promise<TierRecord[]> {
  const tiers = await queryPartition({ pk: partitions.licenseTiers, consistent: true }, (i) => TierItem.parse(i));
  return tiers.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
}

export async function getTierRecord(tierId: string): Promise<TierRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.licenseTier(tierId), ConsistentRead: true }));
  return out.Item ? TierItem.parse(out.Item) : undefined;
}

/** Stores a new tier; false when one with its id exists (the seed's second run, a taken id). */
export async function insertTier(tier: TierRecord): Promise<boolean> {
  const written = await putIf({
    Item: { ...keys.licenseTier(tier.id), _type: ENTITY.licenseTier, ...TierRecord.parse(tier) },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
  return written !== undefined;
}

/** Replaces the editable fields (never the order count). */
export async function updateTierFields(tier: TierRecord): Promise<TierRecord> {
  const out = await updateIf({
    Key: keys.licenseTier(tier.id),
    UpdateExpression:
      'SET #name = :name, deliverables = :d, terms = :terms, defaultPriceCents = :price, #exclusive = :ex, active = :active, updatedAt = :at',
    ConditionExpression: 'attribute_exists(PK)',
    // `name` and `exclusive` are DynamoDB reserved words.
    ExpressionAttributeNames: { '#name': 'name', '#exclusive': 'exclusive' },
    ExpressionAttributeValues: {
      ':name': tier.name,
      ':d': tier.deliverables,
      ':terms': tier.terms,
      ':price': tier.defaultPriceCents,
      ':ex': tier.exclusive,
      ':active': tier.active,
      ':at': tier.updatedAt,
    },
    ReturnValues: 'ALL_NEW',
  });
  if (!out) throw new NotFoundError(TIER_NOT_FOUND, 'TIER_NOT_FOUND');
  return TierItem.parse(out.Attributes);
}

/** Deletes a tier no order was ever placed under (conditional, so an order placed meanwhile wins). */
export async function deleteTierRecord(tierId: string): Promise<void> {
  const outcome = await deleteUncounted(keys.licenseTier(tierId), 'orders');
  if (outcome === 'missing') throw new NotFoundError(TIER_NOT_FOUND, 'TIER_NOT_FOUND');
  if (outcome === 'in-use') throw new ConflictError(TIER_IN_USE, 'TIER_IN_USE');
}

/**
 * Transaction entry of a new order under a tier: counts it on the tier, on condition that the tier
 * still exists and is switched on (a tier deleted or switched off meanwhile fails the entry `tier`).
 */
export const tierOrderOp = (tierId: string): NamedOp<'tier'> =>
  updateOp('tier', {
    Key: keys.licenseTier(tierId),
    UpdateExpression: 'ADD orders :one',
    ConditionExpression: 'attribute_exists(PK) AND active = :on',
    ExpressionAttributeValues: { ':one': 1, ':on': true },
  });

/** Adds `count` orders to a tier (the migration counting the orders sold before tiers). */
export async function addTierOrders(tierId: string, count: number): Promise<void> {
  if (count <= 0) return;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.licenseTier(tierId),
      UpdateExpression: 'ADD orders :n',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':n': count },
    }),
  );
}
