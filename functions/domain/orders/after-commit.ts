/**
 * What follows an approval's commit without making the licence downloadable: the licence PDF
 * rendered and stored ahead of its first download, the trending count, the buyer's bell and
 * auto-download offer, a song sale's figures (sale-figures-repo.ts) and ranking places, an exclusive sale's other open orders closed (a card order's open Checkout Session expired), and the
 * mail; for a plan, the buyer's bell and mail (a guest's: the mail). Run from the
 * approval's after-commit record (the table's stream in AWS, the local runner on `npm start`), each
 * effect at most once per record however often it is delivered: the counts, bell, offer and the
 * PDF's key on the order are written in one transaction with their marker (the PDF object itself
 * is deterministic, so storing it again changes nothing); the mail is marked once sent, so only a crash
 * between the send and its mark sends it again. A failure throws, and the delivery is retried.
 */
import { ulid } from 'ulid';
import { invoiceNumber } from '../../../shared/order-display';
import { finishAfterCommit, markEffect, readAfterCommit, recordEffect, type AfterCommitRecord } from '../../data/after-commit-repo';
import { activityOp, placeRankings } from '../../data/analytics-repo';
import { autoDownloadOp } from '../../data/auto-download-repo';
import { userNotificationOp } from '../../data/notifications-repo';
import { saleSubjects } from '../../data/orders-approval-repo';
import { saleFigureOps, saleRanked } from '../../data/sale-figures-repo';
import { retryPolicies } from '../../lib/retry';
import { licensePdfKeyOp, type OrderRecord } from '../../data/orders-repo';
import { getSubscriptionRecord } from '../../data/subscriptions-repo';
import { placeTrend, trendSaleOp } from '../../data/trending-repo';
import type { TransactOp } from '../../data/transaction';
import { formatLongDate } from '../../mail/format';
import { sendMail } from '../../mail/mailer';
import { orderApprovedMail, subscriptionActivatedMail } from '../../mail/templates';
import { preferencesOf } from '../accounts/self-service';
import { storeLicensePdf } from '../licenses/license-document';
import { afterExclusiveSale, tierOf } from '../licenses/tier-orders';
import { expireOpenCheckout } from '../payments/close-checkout';
import { cachedSystemSettings } from '../settings/system-settings';
import { rejectOrder } from './decisions';
import { isGuestBuyer } from './guest-buyers';
import { mailGuestApproval, mailGuestPlanActivation } from './guest-order-mails';

export type AfterCommitOutcome = 'done' | 'finished-before' | 'no-record';

/** Runs what is left of one approval's effects. */
export async function runAfterCommit(orderId: number, now = new Date()): Promise<AfterCommitOutcome> {
  const { record, order } = await readAfterCommit(orderId);
  if (!record) return 'no-record';
  if (record.finishedAt) return 'finished-before';
  const at = now.toISOString();
  // The order erased meanwhile (an account deleted): nobody left to tell.
  if (!order) {
    await finishAfterCommit(orderId, at);
    return 'no-record';
  }
  if (record.kind === 'planApproved') await planEffects(record, order, at);
  else await songEffects(record, order, at);
  // Marked before (a record delivered again with every effect done): finished all the same.
  if (!(await markEffect(orderId, 'mail', at, true))) await finishAfterCommit(orderId, at);
  return 'done';
}

type SongApproved = Extract<AfterCommitRecord, { kind: 'songApproved' }>;
type PlanApproved = Extract<AfterCommitRecord, { kind: 'planApproved' }>;

async function songEffects(record: SongApproved, order: OrderRecord, at: string): Promise<void> {
  const { orderId } = record;
  const guest = isGuestBuyer(order.userId);
  const preferences = guest ? undefined : await preferencesOf(order.userId);

  if (!record.done.records) {
    const ops: TransactOp[] = [trendSaleOp(record.songId, record.at)];
    // The approval's entry in the activity log (an approval that counted its own figures wrote it itself).
    if (record.sale) ops.push(activityOp({ kind: 'approval', message: `Order #${orderId} approved: ${order.title}`, at: record.at }).op);
    // The first download then only signs a link (a download that came first rendered it already: kept).
    if (order.status === 'completed' && order.licenseKey && !order.licensePdfKey)
      ops.push(licensePdfKeyOp(orderId, await storeLicensePdf(order, record.siteUrl)));
    // The buyer's Notifications setting off: no bell entries about their orders.
    if (preferences?.notifications)
      ops.push(
        userNotificationOp({
          id: ulid(Date.parse(record.at)),
          userId: order.userId,
          type: 'success',
          title: 'Order approved',
          message: `Your payment for "${order.title}" was approved. Your licence key is ${record.licenseKey}.`,
          createdAt: record.at,
          read: false,
        }),
      );
    // Auto-download on: the buyer's next visit to My Orders starts this download once.
    if (preferences?.autoDownload) ops.push(autoDownloadOp(order.userId, orderId, new Date(record.at)));
    await recordEffect(orderId, 'records', ops, at);
  }
  // The sale's figures, unless a refund came first and marked them (it then reversed none).
  if (record.sale && !record.done.sale)
    await recordEffect(
      orderId,
      'sale',
      saleFigureOps(order, { ...record, ...record.sale }, record.at).map((e) => e.op),
      at,
      // Sales of one artist add to its ranking item at once: on AWS a TransactionConflict, sent again.
      retryPolicies.hotItem,
    );
  // Places follow the counts as they now are: repeating them changes nothing.
  const ranked = record.sale ? saleRanked(order, { ...record, ...record.sale }) : saleSubjects(order, record);
  await Promise.all([placeTrend(record.songId, record.at), placeRankings(ranked)]);

  // An exclusive sale (the song already off sale in the approval itself): the other open orders for
  // it are refused and their buyers told, as an admin's rejection does. A closed order is no longer
  // open, so a redelivery before the marker closes none twice.
  if (!record.done.exclusive && tierOf(order).exclusive) {
    await afterExclusiveSale(order, async (other) => {
      await rejectOrder(order.decidedBy ?? 'system', other.id, undefined, record.siteUrl, new Date(at), true);
      // Closed: its open card checkout no longer takes a payment (a failure is logged, the refund path covers a payment).
      await expireOpenCheckout(other);
    });
    await markEffect(orderId, 'exclusive', at);
  }

  if (!record.done.mail) {
    if (guest) {
      // A guest has no bell or preferences: the mail carries the licence and a link to the downloads.
      await mailGuestApproval(order, record.licenseKey, record.siteUrl);
    } else if (preferences?.downloadNotifications) {
      // 'Download notifications' off: the buyer asked for no ready-to-download mails (My Orders still shows it).
      await sendMail(
        orderApprovedMail({
          language: preferences.language,
          to: order.buyerEmail,
          name: order.buyerName,
          invoice: invoiceNumber({ id: order.id, created_at: order.createdAt }),
          title: order.title,
          licenseKey: record.licenseKey,
          ordersUrl: `${record.siteUrl}/orders`,
          brand: await cachedSystemSettings(),
        }),
      );
    }
  }
}

/** A plan's activation: the bell and the mail; a guest's, the mail that says how to use it (sign up with the address). */
async function planEffects(record: PlanApproved, order: OrderRecord, at: string): Promise<void> {
  // Paid while another plan runs (the account's, or the address's own as a guest): queued, it starts when that one ends, not now.
  const sub = order.subscriptionId ? await getSubscriptionRecord(order.subscriptionId, true) : undefined;
  const startsAt = sub?.status === 'queued' && !sub.refundedAt ? sub.startAt : undefined;
  if (isGuestBuyer(order.userId)) {
    if (!record.done.mail) await mailGuestPlanActivation(order, record.siteUrl, startsAt);
    return;
  }
  const preferences = await preferencesOf(order.userId);
  // The buyer's Notifications setting off: no bell entries about their orders.
  if (!record.done.records && preferences.notifications)
    await recordEffect(
      record.orderId,
      'records',
      [
        userNotificationOp({
          id: ulid(Date.parse(record.at)),
          userId: order.userId,
          type: 'success',
          ...(startsAt
            ? { title: 'Subscription paid', message: `Your ${order.title} subscription starts on ${formatLongDate(startsAt)}.` }
            : { title: 'Subscription activated', message: `Your ${order.title} subscription is active.` }),
          createdAt: record.at,
          read: false,
        }),
      ],
      at,
    );
  if (!record.done.mail && preferences.downloadNotifications)
    await sendMail(
      subscriptionActivatedMail({
        language: preferences.language,
        to: order.buyerEmail,
        name: order.buyerName,
        planName: order.title,
        browseUrl: `${record.siteUrl}/browse`,
        ...(startsAt ? { startsAt } : {}),
        brand: await cachedSystemSettings(),
      }),
    );
}
