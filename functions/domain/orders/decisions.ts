/**
 * The admin's decisions on pending orders. Kept apart from orders.ts so the buyer-facing and
 * read-only order routes do not load the mailer, the licence issuing and the subscription code.
 */
import type { Order } from '../../../shared/api/orders';
import { afterCommitOp } from '../../data/after-commit-repo';
import { completeSongOrder, rejectSongOrder } from '../../data/orders-approval-repo';
import type { NamedOp } from '../../data/transaction';
import { getOrderRecord, LicenseKeyTaken, OrderNotPending, type OrderRecord } from '../../data/orders-repo';
import { signalAfterCommit } from '../../lib/after-commit-signal';
import { logger } from '../../lib/log';
import { retryPolicies, withRetry } from '../../lib/retry';
import { countEvent } from '../../lib/metrics';
import { sendMail } from '../../mail/mailer';
import { preferencesOf } from '../accounts/self-service';
import { orderRejectedMail } from '../../mail/templates';
import { ConflictError, NotFoundError, UnprocessableError } from '../../kernel/errors';
import { saleOf } from '../artists/ledger';
import { generateLicenseKey } from '../licenses/license-key';
import { notifyUser } from '../notifications/notifications';
import { cachedSystemSettings } from '../settings/system-settings';
import { activateSubscriptionOrder, rejectSubscriptionOrder } from '../subscriptions/subscriptions';
import { greetingName, isGuestBuyer } from './guest-buyers';
import { ORDER_NOT_FOUND, toOrder } from './orders';
import { exclusiveClosure, soldExclusivelyReason, tierApproval, tierOf } from '../licenses/tier-orders';
import { invoiceNumber } from '../../../shared/order-display';

function alreadyDecided(order: OrderRecord): ConflictError {
  return order.status === 'completed'
    ? new ConflictError('This order has already been approved', 'ALREADY_APPROVED')
    : new ConflictError('This order was rejected and cannot be approved', 'ORDER_NOT_PENDING');
}

async function notify(mail: Parameters<typeof sendMail>[0]): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    // The decision stands even if the mail fails; the buyer sees it in My Orders.
    logger.error('mail failed', { error });
  }
}

/**
 * The buyer's bell, written right after the decision's transaction (not inside it: the decision
 * must not fail or retry over a notification); a failure is logged and the decision stands.
 * `preferences`: the buyer's settings when the caller has read them already.
 */
async function bell(
  userId: string,
  content: Parameters<typeof notifyUser>[1],
  now: Date,
  preferences?: Awaited<ReturnType<typeof preferencesOf>>,
): Promise<void> {
  // The buyer's Notifications setting turned off: no bell entries about their orders.
  if (!(preferences ?? (await preferencesOf(userId))).notifications) return;
  try {
    await notifyUser(userId, content, now);
  } catch (error) {
    logger.error('notification failed', { error });
  }
}

export async function approveOrder(
  adminId: string,
  orderId: number,
  siteUrl: string,
  now = new Date(),
  /** The order as its caller has just read it (consistently): a provider's settlement, which compared it. */
  known?: OrderRecord,
  /** An entry the caller adds to a song order's approval transaction (a provider event's completion). */
  alsoWrite?: () => NamedOp<string>,
): Promise<Order> {
  const order = known?.id === orderId ? known : await getOrderRecord(orderId, true);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (order.status !== 'pending') throw alreadyDecided(order);
  if (order.type === 'subscription') return approveSubscriptionOrder(adminId, order, siteUrl, now);
  if (!order.songId) throw new UnprocessableError('This order has no song', 'NOT_A_SONG_ORDER');
  const at = now.toISOString();
  const { song, earnings } = await saleOf(order, order.songId, at);
  if (!song) throw new ConflictError('The song of this order no longer exists', 'SONG_GONE');

  const also = alsoWrite?.();
  // A 100-bit key drawn twice fails its condition: draw again, a bounded number of times.
  const licenseKey = await withRetry(
    retryPolicies.stateChanged,
    async () => {
      const licenseKey = generateLicenseKey();
      await completeSongOrder({
        order,
        songId: song.id,
        genre: song.genre,
        adminId,
        at,
        earnings,
        license: {
          licenseKey,
          type: 'Single Song Purchase',
          orderId: order.id,
          userId: order.userId,
          userEmail: order.buyerEmail,
          userName: order.buyerName,
          songId: song.id,
          songTitle: song.title,
          artist: song.artist,
          amountMinor: order.amountMinor,
          currency: order.currency,
          issuedAt: at,
          license: tierOf(order),
        },
        tier: tierApproval(order, song.id, licenseKey, at),
        afterCommit: { kind: 'songApproved', orderId: order.id, at, siteUrl, licenseKey, songId: song.id, artist: song.artist },
        also: also ? [also] : undefined,
      });
      return licenseKey;
    },
    (error) => error instanceof LicenseKeyTaken,
  ).catch(async (error: unknown) => {
    if (error instanceof LicenseKeyTaken) throw new Error('Could not issue a unique licence key', { cause: error });
    if (error instanceof OrderNotPending) throw alreadyDecided((await getOrderRecord(orderId, true)) ?? order);
    throw error;
  });
  countEvent('PaymentsApproved');
  // The licence PDF, bell, mail, the sale's figures, trending count, ranking places, auto-download offer and an exclusive's
  // other open orders closed follow from the record the transaction wrote (after-commit.ts): the caller
  // (a provider waiting for its answer) does not wait for them.
  signalAfterCommit(order.id);
  return toOrder({ ...order, status: 'completed', licenseKey, decidedBy: adminId, decidedAt: at, updatedAt: at });
}

async function approveSubscriptionOrder(adminId: string, order: OrderRecord, siteUrl: string, now: Date): Promise<Order> {
  const at = now.toISOString();
  try {
    // The buyer's bell and mail (a guest's: the mail alone) follow from the record (after-commit.ts), as a song's do.
    await activateSubscriptionOrder(order, adminId, now, [afterCommitOp({ kind: 'planApproved', orderId: order.id, at, siteUrl })]);
  } catch (error) {
    if (error instanceof OrderNotPending) throw alreadyDecided((await getOrderRecord(order.id, true)) ?? order);
    throw error;
  }
  countEvent('PaymentsApproved');
  signalAfterCommit(order.id);
  return toOrder({ ...order, status: 'completed', decidedBy: adminId, decidedAt: at, updatedAt: at });
}

export async function rejectOrder(
  adminId: string,
  orderId: number,
  reason: string | undefined,
  siteUrl: string,
  now = new Date(),
  /** Closed because its song was sold exclusively to another buyer (the reason is worded from the order): a payment for it is paid back (exclusive-refunds.ts). */
  soldExclusively = false,
): Promise<Order> {
  const order = await getOrderRecord(orderId, true);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  // Worded from this read, which the rejection's condition holds to (a manual payment submitted or not).
  if (soldExclusively) reason = soldExclusivelyReason(order);
  const notPending = (current: OrderRecord) => new ConflictError(`This order is already ${current.status}`, 'ORDER_NOT_PENDING');
  if (order.status !== 'pending') throw notPending(order);
  const decision = { adminId, at: now.toISOString(), reason: reason || undefined, soldExclusively };
  try {
    await (order.type === 'subscription' ? rejectSubscriptionOrder(order, decision) : rejectSongOrder(order, decision));
  } catch (error) {
    if (error instanceof OrderNotPending) throw notPending((await getOrderRecord(orderId, true)) ?? order);
    throw error;
  }
  countEvent('PaymentsRejected');
  await bell(
    order.userId,
    {
      type: 'error',
      title: order.type === 'subscription' ? 'Subscription payment rejected' : 'Order rejected',
      message: `Your payment for "${order.title}" was rejected${reason ? `: ${reason}` : '.'}`,
    },
    now,
  );
  await notify(
    orderRejectedMail({
      // A guest has no settings: the language the order was placed in.
      language: isGuestBuyer(order.userId) ? order.guestLanguage : (await preferencesOf(order.userId)).language,
      to: order.buyerEmail,
      name: greetingName(order),
      invoice: invoiceNumber({ id: order.id, created_at: order.createdAt }),
      title: order.title,
      reason: reason || undefined,
      ...(soldExclusively ? { soldExclusively: exclusiveClosure(order) } : {}),
      supportUrl: `${siteUrl}/contact`,
      brand: await cachedSystemSettings(),
    }),
  );
  const at = now.toISOString();
  return toOrder({ ...order, status: 'failed', rejectionReason: reason || undefined, decidedBy: adminId, decidedAt: at, updatedAt: at });
}
