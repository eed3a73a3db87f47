/**
 * Paying back an order closed by an exclusive sale (issue 25): no licence was issued and no sale
 * counted, so the refund is the order's own change (→ `refunded`) with the order counters and the
 * activity log, one transaction conditioned on the state the caller read, so it happens once.
 */
import { tableName } from './client';
import { counterShardKey, ENTITY, keys, partitions } from './keys';
import { activityOp } from './analytics-repo';
import type { OrderRecord } from './orders-repo';
import { counterUpdate, saleShard } from './stats-repo';
import { namedTransaction, updateOp, type NamedOp } from './transaction';

/** The order was not in the state the refund was conditioned on (refunded meanwhile, or decided otherwise). */
export class OrderStateChanged extends Error {}

export interface ClosedOrderRefund {
  order: OrderRecord;
  /** The admin marking a manual refund, or `provider:<name>`. */
  actor: string;
  at: string;
  reason: string;
  /** The provider's refund id. */
  reference?: string;
  /** An entry of the caller's, written with the refund (a provider event's completion). */
  also?: NamedOp<string>;
  /**
   * Why it closes (default the exclusive sale). `lifetime`: a pending plan order whose holder has a
   * lifetime plan, so it could never start; its subscription is closed as rejected with it.
   */
  cause?: 'exclusive' | 'lifetime';
}

const CAUSE_NOTE = { exclusive: 'sold exclusively to another buyer', lifetime: 'plan behind a lifetime plan' } as const;

/**
 * The order, as read, → refunded: still pending (a payment confirmed between the exclusive's
 * commit and the closing of the other orders: closed here, its pending guard released) or failed
 * as closed by the exclusive sale (with `refundDueAt` when a manual payment awaited the admin).
 */
export async function refundClosedOrder(input: ClosedOrderRefund): Promise<void> {
  const { order, actor, at, reason, reference } = input;
  const cause = input.cause ?? 'exclusive';
  const fromPending = order.status === 'pending';
  const due = order.refundDueAt !== undefined;
  const condition = fromPending
    ? '#status = :pending'
    : `#status = :failed AND closedBy = :exclusive AND ${due ? 'attribute_exists' : 'attribute_not_exists'}(refundDueAt)`;
  const ops: NamedOp<string>[] = [
    updateOp('order', {
      Key: keys.order(order.id),
      UpdateExpression: `SET #status = :refunded, refundedAt = :at, refundReason = :reason, refundedBy = :actor, updatedAt = :at, GSI3PK = :gsi3, closedBy = :cause${reference ? ', refundReference = :ref' : ''}${fromPending ? ', decidedBy = :actor, decidedAt = :at' : ''}${due ? ' REMOVE refundDueAt' : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':refunded': 'refunded',
        ':at': at,
        ':reason': reason,
        ':actor': actor,
        ':gsi3': partitions.ordersByStatus('refunded'),
        ':cause': cause,
        ...(fromPending ? { ':pending': 'pending' } : { ':failed': 'failed', ':exclusive': 'exclusive' }),
        ...(reference ? { ':ref': reference } : {}),
      },
    }),
    ...(fromPending
      ? [{ name: 'pendingGuard', op: { Delete: { TableName: tableName, Key: keys.pendingOrder(order.userId, order.itemKey) } } }]
      : []),
    {
      name: 'orderStats',
      op: counterUpdate(counterShardKey(keys.orderStats(), saleShard(order.id)), ENTITY.orderStats, {
        ...(fromPending ? { pending: -1, ...(order.manualPaymentDetails ? { processing: -1 } : {}) } : { failed: -1 }),
        refunded: 1,
      }),
    },
    ...(cause === 'lifetime' && order.subscriptionId ? [closedSubscriptionOp(order.subscriptionId, at)] : []),
    activityOp({ kind: 'refund', message: `Order #${order.id} refunded: ${order.title} (${CAUSE_NOTE[cause]})`, at }),
    ...(input.also ? [input.also] : []),
  ];
  await namedTransaction(ops, { order: () => new OrderStateChanged(), subscription: () => new OrderStateChanged() });
}

/** The never-started plan of a refunded plan order: rejected and marked refunded, so nobody can pay it again. */
const closedSubscriptionOp = (subscriptionId: string, at: string): NamedOp<string> =>
  updateOp('subscription', {
    Key: keys.subscription(subscriptionId),
    UpdateExpression: 'SET #status = :rejected, refundedAt = :at, updatedAt = :at',
    ConditionExpression: '#status IN (:waiting, :approval)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':rejected': 'rejected', ':at': at, ':waiting': 'pending_payment', ':approval': 'pending_approval' },
  });
