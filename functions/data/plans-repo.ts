/** Subscription plans, listed on GSI1 `PLANS`; each plan counts its subscribers and revenue. */
import { deleteUncounted, putIf, updateIf } from './conditional';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { LimitPeriod, PlanDuration, QualityLimit } from '../../shared/api/subscriptions';
import { ConflictError, NotFoundError } from '../kernel/errors';
import { queryItems } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import type { NamedOp } from './transaction';

export const PlanRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number().check(z.int(), z.nonnegative()),
    duration: PlanDuration,
    /** null = unlimited. */
    downloadLimit: z.nullable(z.number().check(z.int(), z.positive())),
    limitPeriod: LimitPeriod,
    features: z.array(z.string()),
    isPopular: z.boolean(),
    isActive: z.boolean(),
    trialDays: z.number().check(z.int()),
    maxDevices: z.number().check(z.int()),
    qualityLimit: QualityLimit,
    /** Licence tiers (issue 25): the tier a subscription download grants; absent: MP3 Lease. */
    licenseTier: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    subscribers: z._default(z.number(), 0),
    revenueCents: z._default(z.number(), 0),
  }),
);
export type PlanRecord = z.infer<typeof PlanRecord>;

const PlanItem = /* @__PURE__ */ z.lazySchema(() => z.extend(PlanRecord, { _type: entityType('plan') }));

const item = (p: PlanRecord) => ({ ...keys.plan(p.id), ...keys.planList(p.createdAt, p.id), _type: ENTITY.plan, ...p });

/** Stores a new plan; false when one with its id exists. */
export async function insertPlan(plan: PlanRecord): Promise<boolean> {
  return (await putIf({ Item: item(plan), ConditionExpression: 'attribute_not_exists(PK)' })) !== undefined;
}

/** Replaces the editable fields; the counters and creation date stay. */
export async function replacePlanFields(plan: PlanRecord): Promise<PlanRecord> {
  const out = await updateIf({
    Key: keys.plan(plan.id),
    UpdateExpression:
      'SET #name = :name, priceCents = :price, #duration = :duration, downloadLimit = :limit, limitPeriod = :period, features = :features, isPopular = :popular, isActive = :active, trialDays = :trial, maxDevices = :devices, qualityLimit = :quality, licenseTier = :tier, updatedAt = :at',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#name': 'name', '#duration': 'duration' },
    ExpressionAttributeValues: {
      ':name': plan.name,
      ':price': plan.priceCents,
      ':duration': plan.duration,
      ':limit': plan.downloadLimit,
      ':period': plan.limitPeriod,
      ':features': plan.features,
      ':popular': plan.isPopular,
      ':active': plan.isActive,
      ':trial': plan.trialDays,
      ':devices': plan.maxDevices,
      ':quality': plan.qualityLimit,
      ':tier': plan.licenseTier ?? 'mp3',
      ':at': plan.updatedAt,
    },
    ReturnValues: 'ALL_NEW',
  });
  if (!out) throw new NotFoundError('Plan not found', 'PLAN_NOT_FOUND');
  return PlanItem.parse(out.Attributes);
}

export async function setPlanActive(planId: string, isActive: boolean, at: string): Promise<PlanRecord> {
  const out = await updateIf({
    Key: keys.plan(planId),
    UpdateExpression: 'SET isActive = :active, updatedAt = :at',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':active': isActive, ':at': at },
    ReturnValues: 'ALL_NEW',
  });
  if (!out) throw new NotFoundError('Plan not found', 'PLAN_NOT_FOUND');
  return PlanItem.parse(out.Attributes);
}

/** Only a plan nobody ever subscribed to can go; others are deactivated instead. */
export async function deletePlanRecord(planId: string): Promise<void> {
  const outcome = await deleteUncounted(keys.plan(planId), 'subscribers');
  if (outcome === 'missing') throw new NotFoundError('Plan not found', 'PLAN_NOT_FOUND');
  if (outcome === 'in-use')
    throw new ConflictError('This plan has subscribers: deactivate it instead of deleting it', 'PLAN_HAS_SUBSCRIBERS');
}

export async function getPlanRecord(planId: string): Promise<PlanRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.plan(planId) }));
  return out.Item ? PlanItem.parse(out.Item) : undefined;
}

export async function listPlanRecords(): Promise<PlanRecord[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.plans },
  });
  return items.map((i) => PlanItem.parse(i));
}

/** Transaction entry: one more subscriber and their payment, counted on the plan. */
export const planSubscriberAddedOp = (planId: string, revenueCents: number): NamedOp<'planCounters'> => ({
  name: 'planCounters',
  op: {
    Update: {
      TableName: tableName,
      Key: keys.plan(planId),
      UpdateExpression: 'ADD subscribers :one, revenueCents :rev',
      ExpressionAttributeValues: { ':one': 1, ':rev': revenueCents },
    },
  },
});
