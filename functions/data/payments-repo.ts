/**
 * What automatic payments add to an order: the provider's reference, a flag for the admin's
 * review, and the provider events already handled (a replay changes nothing).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys } from './keys';
import { OrderItem, type OrderRecord } from './orders-repo';

/** Provider events are kept 90 days: providers stop retrying after a few. */
const EVENT_TTL_SECONDS = 90 * 24 * 3600;

/**
 * Stores the provider's payment id on a pending order and answers the order as it now is (the
 * settlement compares it, so it needs no read of its own); undefined when it is no longer pending.
 */
export async function setPaymentReference(orderId: number, reference: string, at: string): Promise<OrderRecord | undefined> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.order(orderId),
        UpdateExpression: 'SET paymentReference = :ref, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':ref': reference, ':at': at, ':pending': 'pending' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return OrderItem.parse(out.Attributes);
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** Marks an order for the admin's review (shown in the admin orders list); the order stays as it is otherwise. */
export async function flagOrderForReview(orderId: number, reason: string, at: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.order(orderId),
        UpdateExpression: 'SET reviewReason = :reason, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':reason': reason.slice(0, 500), ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

export async function isPaymentEventHandled(provider: string, eventId: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.paymentEvent(provider, eventId), ConsistentRead: true }));
  return out.Item !== undefined;
}

/** Records a handled event once (a concurrent delivery that recorded it first wins; no error). */
export async function recordPaymentEvent(provider: string, eventId: string, type: string, outcome: string, at: string): Promise<void> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.paymentEvent(provider, eventId),
          _type: ENTITY.paymentEvent,
          provider,
          eventId,
          type,
          outcome,
          at,
          expiresAt: Math.floor(Date.parse(at) / 1000) + EVENT_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
