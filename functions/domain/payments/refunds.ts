/**
 * Refunds that revoke: an admin's refund (card, PayPal and SSLCommerz through the provider's refund
 * API; a manual method is recorded with the admin's note) and a provider's own refund notice take the same path: one
 * transaction (data/refunds-repo.ts), then the buyer's mail. A second refund, or a refund of an
 * order never paid, is 409.
 */
import type { GatewayName } from '../../../shared/api/gateways';
import type { Order } from '../../../shared/api/orders';
import { getOrderRecord, type OrderRecord } from '../../data/orders-repo';
import { OrderNotRefundable, QueueChanged, refundSongOrder, refundSubscriptionOrder } from '../../data/refunds-repo';
import { unqueueOps } from '../../data/subscriptions-queue-repo';
import { getSongRecord } from '../../data/songs-repo';
import { getSubscriptionRecord, type SubscriptionRecord } from '../../data/subscriptions-repo';
import { logger } from '../../lib/log';
import { retryPolicies, withRetry } from '../../lib/retry';
import { countEvent } from '../../lib/metrics';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import { refundEarningsFor } from '../artists/ledger';
import { ORDER_NOT_FOUND, toOrder } from '../orders/orders';
import { liveInQueue, replanQueueAfter, startQueuedNow } from '../subscriptions/plan-queue';
import { subscriptionEnd } from '../subscriptions/periods';
import { closeInvoiceOnRefund } from '../subscriptions/renewals';
import { providerActor } from './settle';
import { mailRefund, refundThroughProvider } from './refund-steps';

const notRefundable = (order: OrderRecord) =>
  order.status === 'refunded'
    ? new ConflictError('This order was already refunded', 'ALREADY_REFUNDED')
    : new ConflictError('Only a completed order can be refunded', 'ORDER_NOT_REFUNDABLE');

/** The refund's transaction and mail; the provider (if any) has already paid the money back. */
async function recordRefund(order: OrderRecord, actor: string, reason: string, reference: string | undefined, siteUrl: string, now: Date) {
  const at = now.toISOString();
  try {
    if (order.type === 'subscription') {
      const sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
      await withRetry(
        retryPolicies.stateChanged,
        async () =>
          refundSubscriptionOrder({
            order,
            actor,
            at,
            reason,
            reference,
            // A renewal invoice's payment ends the subscription it renewed (the one holding the dates and quota).
            subscriptionId: sub?.renewalOf ?? order.subscriptionId,
            planId: sub?.planId ?? order.planId ?? '',
            // A queued plan leaves its queue (read afresh on each try: the sweep may start it meanwhile).
            ...(sub && !sub.renewalOf ? await unqueueFor(sub.id) : {}),
          }),
        (error) => error instanceof QueueChanged,
      );
      // The ended plan's open renewal invoice must not stay payable for a period that no longer exists.
      const ended = sub?.renewalOf ? await getSubscriptionRecord(sub.renewalOf, true) : sub;
      if (ended)
        await closeInvoiceOnRefund(ended, actor, now).catch((error: unknown) =>
          logger.error('renewal invoice of a refunded plan not closed', { error, subscriptionId: ended.id }),
        );
      if (ended) await moveQueueUp(ended, now);
    } else {
      const song = order.songId ? await getSongRecord(order.songId) : undefined;
      const earnings = refundEarningsFor(order, at);
      await refundSongOrder({
        order,
        actor,
        at,
        reason,
        reference,
        ...(song ? { genre: song.genre } : {}),
        ...(earnings ? { earnings } : {}),
      });
    }
  } catch (error) {
    if (error instanceof OrderNotRefundable) throw notRefundable((await getOrderRecord(order.id, true)) ?? order);
    throw error;
  }
  countEvent('PaymentsRefunded');
  await mailRefund(order, reason, siteUrl);
  return toOrder({ ...order, status: 'refunded', refundedAt: at, refundReason: reason, refundReference: reference, updatedAt: at });
}

/**
 * A queued plan's way out of its queue: the plan it waited for points past it, at the plan queued
 * after it (if any), which moves up to start when that plan ends. Nothing for a plan not queued.
 */
async function unqueueFor(subscriptionId: string) {
  const queued = await getSubscriptionRecord(subscriptionId, true);
  if (queued?.status !== 'queued' || !queued.queuedAfter) return {};
  const before = await getSubscriptionRecord(queued.queuedAfter, true);
  // No plan points at it any more: it only leaves (it never held the holder's guard).
  if (before?.queuedId !== queued.id) return { unqueue: [] };
  const after = queued.queuedId ? await getSubscriptionRecord(queued.queuedId, true) : undefined;
  const next =
    liveInQueue(after) && after.status === 'queued' && before.endAt
      ? {
          sub: after,
          place: { current: before, startAt: before.endAt, endAt: subscriptionEnd(after.duration, new Date(before.endAt))?.toISOString() },
        }
      : undefined;
  return { unqueue: unqueueOps(queued, before, next) };
}

/**
 * The queue behind a refunded plan closes its gap: behind the holder's current plan, the next plan
 * starts now; behind a queued plan (which has left its queue), the plans after it move up. A failure
 * is logged and the refund stands: the sweep still starts each plan at its planned date.
 */
async function moveQueueUp(refunded: SubscriptionRecord, now: Date): Promise<void> {
  try {
    const current = await getSubscriptionRecord(refunded.id, true);
    if (current?.status === 'active') await startQueuedNow(current, now);
    else if (current?.status === 'queued' && current.queuedAfter) {
      const before = await getSubscriptionRecord(current.queuedAfter, true);
      if (before) await replanQueueAfter(before, now);
    }
  } catch (error) {
    logger.error('queue behind a refunded plan not moved up', { error, subscriptionId: refunded.id });
  }
}

/** POST /api/admin/orders/{orderId}/refund. */
export async function refundOrder(adminId: string, orderId: number, reason: string, siteUrl: string, now = new Date()): Promise<Order> {
  const order = await getOrderRecord(orderId, true);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order.status !== 'completed') throw notRefundable(order);
  // A gateway's payment goes back through the provider first (idempotent per order, so a retry refunds once).
  const reference = await refundThroughProvider(order);
  try {
    return await recordRefund(order, adminId, reason, reference, siteUrl, now);
  } catch (error) {
    // The provider's own notice of this very refund can land first; the refund stands either way.
    const current =
      reference && error instanceof ConflictError && error.code === 'ALREADY_REFUNDED' ? await getOrderRecord(orderId, true) : undefined;
    if (current) return toOrder(current);
    throw error;
  }
}

/** A provider's own refund notice: the same transaction; already refunded (by our own call) is no change. */
export async function refundFromProvider(
  provider: GatewayName,
  orderId: number,
  reason: string,
  siteUrl: string,
  now = new Date(),
): Promise<string> {
  const order = await getOrderRecord(orderId, true);
  if (!order) return 'unknown-order';
  if (order.status === 'refunded') return 'already-refunded';
  if (order.status !== 'completed' || order.paymentMethod !== provider) return 'ignored';
  try {
    await recordRefund(order, providerActor(provider), reason, undefined, siteUrl, now);
    return 'refunded';
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'ALREADY_REFUNDED') return 'already-refunded';
    throw error;
  }
}
