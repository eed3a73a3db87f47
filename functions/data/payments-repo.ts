/**
 * What automatic payments add to an order: the provider's reference, a flag for the admin's
 * review, and the claims on provider events (each handled once; a replay changes nothing).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteIf, putIf, updateIf } from './conditional';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys } from './keys';
import { OrderItem, type OrderRecord } from './orders-repo';
import type { TransactOp } from './transaction';

/** Provider events are kept 90 days: providers stop retrying after a few. */
const EVENT_TTL_SECONDS = 90 * 24 * 3600;

/**
 * Stores the provider's payment id on a pending order and answers the order as it now is (the
 * settlement compares it, so it needs no read of its own); undefined when it is no longer pending.
 */
export async function setPaymentReference(orderId: number, reference: string, at: string): Promise<OrderRecord | undefined> {
  const out = await updateIf({
    Key: keys.order(orderId),
    UpdateExpression: 'SET paymentReference = :ref, updatedAt = :at',
    ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':ref': reference, ':at': at, ':pending': 'pending' },
    ReturnValues: 'ALL_NEW',
  });
  return out ? OrderItem.parse(out.Attributes) : undefined;
}

/** Marks an order for the admin's review (shown in the admin orders list); the order stays as it is otherwise (an unknown order: nothing). */
export async function flagOrderForReview(orderId: number, reason: string, at: string): Promise<void> {
  await updateIf({
    Key: keys.order(orderId),
    UpdateExpression: 'SET reviewReason = :reason, updatedAt = :at',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':reason': reason.slice(0, 500), ':at': at },
  });
}

/** A provider event claimed by one invocation: its id, and the claim's own token (so only it completes or releases it). */
export interface PaymentEventClaim {
  provider: string;
  eventId: string;
  claimId: string;
}

/** The event's item: its keys, what it is and when, kept for EVENT_TTL_SECONDS. */
const eventItem = (provider: string, eventId: string, type: string, at: Date) => ({
  ...keys.paymentEvent(provider, eventId),
  _type: ENTITY.paymentEvent,
  provider,
  eventId,
  type,
  at: at.toISOString(),
  expiresAt: Math.floor(at.getTime() / 1000) + EVENT_TTL_SECONDS,
});

/** A claim may be taken (or an event recorded) where there is none, or one left `processing` past its lease. */
const claimable = (at: Date) => ({
  // Records from before claims carry no state: handled, so a duplicate.
  ConditionExpression: 'attribute_not_exists(PK) OR (#state = :processing AND leaseUntil < :now)',
  ExpressionAttributeNames: { '#state': 'state' },
  ExpressionAttributeValues: { ':processing': 'processing', ':now': Math.floor(at.getTime() / 1000) },
});

/**
 * Claims a provider event before anything is processed: one conditional put, so of concurrent
 * deliveries exactly one gets the claim. An event already handled answers `'done'`; one
 * `processing` under a live lease, `'in-hand'` (a duplicate that arrived while the first is still
 * at work). A claim left `processing` past its lease (the invocation that made it crashed or timed
 * out) is claimable again, so the provider's retry completes it.
 */
export async function claimPaymentEvent(
  provider: string,
  eventId: string,
  type: string,
  at: Date,
  leaseSeconds: number,
): Promise<PaymentEventClaim | 'done' | 'in-hand'> {
  const claimId = randomUUID();
  const now = Math.floor(at.getTime() / 1000);
  // Not putIf: a failed claim answers from the item its failed condition returns (ReturnValuesOnConditionCheckFailure).
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...eventItem(provider, eventId, type, at), state: 'processing', claimId, leaseUntil: now + leaseSeconds },
        ...claimable(at),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { provider, eventId, claimId };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    // The claim as it stood, from the failed condition itself (raw attribute values); read if it is not there.
    const held = (error as { Item?: Record<string, { S?: string }> }).Item;
    return held ? (held.state?.S === 'processing' ? 'in-hand' : 'done') : paymentEventState(provider, eventId);
  }
}

/** Whether an event whose claim or record was refused is handled (`'done'`) or still claimed elsewhere (`'in-hand'`). */
export async function paymentEventState(provider: string, eventId: string): Promise<'done' | 'in-hand'> {
  const out = await ddb.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.paymentEvent(provider, eventId),
      ConsistentRead: true,
      ProjectionExpression: '#state',
      ExpressionAttributeNames: { '#state': 'state' },
    }),
  );
  return out.Item?.state === 'processing' ? 'in-hand' : 'done';
}

/**
 * An event handled without a claim, recorded with its outcome: as an entry of the transaction that
 * handled it (an approval, so a duplicate's approval, concurrent or later, is cancelled by this
 * entry or by the order's own condition), or alone after a handling that changed nothing. Refused
 * (its condition fails) where the event is recorded already or claimed under a live lease.
 */
export const paymentEventRecordOp = (provider: string, eventId: string, type: string, outcome: string, at: Date): TransactOp => ({
  Put: eventRecord(provider, eventId, type, outcome, at),
});

const eventRecord = (provider: string, eventId: string, type: string, outcome: string, at: Date) => ({
  TableName: tableName,
  Item: { ...eventItem(provider, eventId, type, at), state: 'done', outcome: outcome.slice(0, 200), doneAt: new Date().toISOString() },
  ...claimable(at),
});

/** Records an event handled without a claim (it changed nothing); false when it was recorded or claimed meanwhile. */
export async function recordPaymentEvent(provider: string, eventId: string, type: string, outcome: string, at: Date): Promise<boolean> {
  return (await putIf(eventRecord(provider, eventId, type, outcome, at))) !== undefined;
}

const completion = (claim: PaymentEventClaim, outcome: string, at: string) => ({
  TableName: tableName,
  Key: keys.paymentEvent(claim.provider, claim.eventId),
  UpdateExpression: 'SET #state = :done, outcome = :outcome, doneAt = :at REMOVE leaseUntil',
  ConditionExpression: 'claimId = :claim',
  ExpressionAttributeNames: { '#state': 'state' },
  ExpressionAttributeValues: { ':done': 'done', ':outcome': outcome.slice(0, 200), ':at': at, ':claim': claim.claimId },
});

/**
 * The claim marked handled, as an entry of the transaction that handles it (an approval): one
 * write less, and the event is done exactly when the approval committed. Its condition fails only
 * when the claim was taken over meanwhile, and then the approval is not written either.
 */
export const paymentEventDoneOp = (claim: PaymentEventClaim, outcome: string, at: string): TransactOp => ({
  Update: completion(claim, outcome, at),
});

/** Marks a claimed event handled for good; a claim taken over meanwhile (lease passed) is left to its new owner. */
export async function completePaymentEvent(claim: PaymentEventClaim, outcome: string, at: string): Promise<void> {
  await updateIf(completion(claim, outcome, at));
}

/** Gives a claim back after its processing failed, so the provider's retry needs no lease to pass. */
export async function releasePaymentEvent(claim: PaymentEventClaim): Promise<void> {
  await deleteIf({
    Key: keys.paymentEvent(claim.provider, claim.eventId),
    ConditionExpression: 'claimId = :claim AND #state = :processing',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':claim': claim.claimId, ':processing': 'processing' },
  });
}
