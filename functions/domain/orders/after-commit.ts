/**
 * What follows an approval's commit without making the licence downloadable: the trending count,
 * the buyer's bell and auto-download offer, the ranking places and the mail. Run from the
 * approval's after-commit record (the table's stream in AWS, the local runner on `npm start`), each
 * effect at most once per record however often it is delivered: the counts, bell and offer are
 * written in one transaction with their marker; the mail is marked once sent, so only a crash
 * between the send and its mark sends it again. A failure throws, and the delivery is retried.
 */
import { ulid } from 'ulid';
import { invoiceNumber } from '../../../shared/order-display';
import { finishAfterCommit, markEffect, readAfterCommit, recordEffect } from '../../data/after-commit-repo';
import { placeRankings } from '../../data/analytics-repo';
import { autoDownloadOp } from '../../data/auto-download-repo';
import { userNotificationOp } from '../../data/notifications-repo';
import { saleSubjects } from '../../data/orders-approval-repo';
import { placeTrend, trendSaleOp } from '../../data/trending-repo';
import type { TransactOp } from '../../data/transaction';
import { sendMail } from '../../mail/mailer';
import { orderApprovedMail } from '../../mail/templates';
import { preferencesOf } from '../accounts/self-service';
import { cachedSystemSettings } from '../settings/system-settings';
import { isGuestBuyer } from './guest-buyers';
import { mailGuestApproval } from './guest-orders';

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
  const guest = isGuestBuyer(order.userId);
  const preferences = guest ? undefined : await preferencesOf(order.userId);

  if (!record.done.records) {
    const ops: TransactOp[] = [trendSaleOp(record.songId, record.at)];
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
  // Places follow the counts as they now are: repeating them changes nothing.
  await Promise.all([placeTrend(record.songId, record.at), placeRankings(saleSubjects(order, record))]);

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
  await markEffect(orderId, 'mail', at, true);
  return 'done';
}
