/**
 * Notifications: the admin's broadcasts and each user's bell. A user's bell merges the broadcasts
 * to `all`, those to their group (`premium` with an active subscription, else `free`) and their
 * own event notifications, newest first, bounded to `NOTIFICATION_LIST_LIMIT`.
 */
import { ulid } from 'ulid';
import {
  NOTIFICATION_LIST_LIMIT,
  type AdminNotification,
  type AdminNotificationList,
  type AdminNotificationsQuery,
  type CreateNotificationBody,
  type MyNotification,
  type MyNotifications,
  type NotificationStats,
  type NotificationTarget,
  type NotificationType,
} from '../../../shared/api/notifications';
import {
  deleteBroadcast,
  getBroadcast,
  getNotificationStats,
  insertBroadcast,
  insertUserNotification,
  BROADCAST_CURSOR_KEYS,
  listBroadcastPage,
  listBroadcastsFor,
  listUserNotifications,
  markUserNotificationRead,
  NOTIFICATION_NOT_FOUND,
  readBroadcastIds,
  recordBroadcastRead,
  type BroadcastRecord,
} from '../../data/notifications-repo';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { getActiveSubscriptionId } from '../../data/subscriptions-repo';
import { NotFoundError } from '../../kernel/errors';
import { cachedSystemSettings } from '../settings/system-settings';

export const NOTIFICATIONS_OFF_MESSAGE = 'Notifications are turned off in this store';

/**
 * While the admin's `enableNotifications` is off the bell is gone, and its routes answer 404 as
 * if they did not exist. The admin's broadcast routes stay: they manage what users will see once
 * it is back on.
 */
async function assertNotificationsOn(): Promise<void> {
  if (!(await cachedSystemSettings()).enableNotifications) throw new NotFoundError(NOTIFICATIONS_OFF_MESSAGE, 'NOTIFICATIONS_OFF');
}

const toAdmin = (n: BroadcastRecord): AdminNotification => ({
  id: n.id,
  title: n.title,
  message: n.message,
  type: n.type,
  target: n.target,
  created_at: n.createdAt,
  read_count: n.readCount,
});

export async function sendBroadcast(input: CreateNotificationBody, now = new Date(), id = ulid(now.getTime())): Promise<AdminNotification> {
  const record: BroadcastRecord = { id, ...input, createdAt: now.toISOString(), readCount: 0 };
  await insertBroadcast(record);
  return toAdmin(record);
}

/** One page of broadcasts, newest first; `nextCursor` while more remain. */
export async function adminNotifications(query: AdminNotificationsQuery): Promise<{ list: AdminNotificationList; nextCursor?: string }> {
  const startKey = decodeCursor(query.cursor, BROADCAST_CURSOR_KEYS);
  const page = await listBroadcastPage(query.limit, startKey);
  return {
    list: page.items.map(toAdmin),
    nextCursor: encodeCursor(page.lastKey),
  };
}

export const removeBroadcast = (id: string): Promise<void> => deleteBroadcast(id);

async function groupOf(userId: string, now: Date): Promise<Exclude<NotificationTarget, 'all'>> {
  return (await getActiveSubscriptionId(userId, Math.floor(now.getTime() / 1000))) ? 'premium' : 'free';
}

const newestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** The stat cards: broadcasts ever sent and reads of them ever recorded. */
export async function adminNotificationStats(): Promise<NotificationStats> {
  const stats = await getNotificationStats();
  return { sent: stats.sent, read: stats.readTotal };
}

export async function myNotifications(userId: string, now = new Date()): Promise<MyNotifications> {
  await assertNotificationsOn();
  const group = await groupOf(userId, now);
  const [toAll, toGroup, own] = await Promise.all([
    listBroadcastsFor('all', NOTIFICATION_LIST_LIMIT),
    listBroadcastsFor(group, NOTIFICATION_LIST_LIMIT),
    listUserNotifications(userId, NOTIFICATION_LIST_LIMIT),
  ]);
  const broadcasts = [...toAll, ...toGroup].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, NOTIFICATION_LIST_LIMIT);
  const read = await readBroadcastIds(
    userId,
    broadcasts.map((b) => b.id),
  );
  const entries: MyNotification[] = [
    ...broadcasts.map((b) => ({
      id: b.id,
      title: b.title,
      message: b.message,
      type: b.type,
      created_at: b.createdAt,
      read: read.has(b.id),
    })),
    ...own.map((n) => ({ id: n.id, title: n.title, message: n.message, type: n.type, created_at: n.createdAt, read: n.read })),
  ];
  const notifications = entries.sort(newestFirst).slice(0, NOTIFICATION_LIST_LIMIT);
  return { notifications, unread: notifications.filter((n) => !n.read).length };
}

/** A broadcast that does not reach this user answers as if it did not exist. */
export async function markRead(userId: string, id: string, now = new Date()): Promise<void> {
  await assertNotificationsOn();
  if (await markUserNotificationRead(userId, id)) return;
  const broadcast = await getBroadcast(id);
  if (!broadcast || (broadcast.target !== 'all' && broadcast.target !== (await groupOf(userId, now)))) {
    throw new NotFoundError(NOTIFICATION_NOT_FOUND, 'NOTIFICATION_NOT_FOUND');
  }
  await recordBroadcastRead(userId, id, now.toISOString());
}

/** Marks read everything the bell shows (at most `NOTIFICATION_LIST_LIMIT` entries); 404 while notifications are off. */
export async function markAllRead(userId: string, now = new Date()): Promise<void> {
  const { notifications } = await myNotifications(userId, now);
  const at = now.toISOString();
  await Promise.all(
    notifications
      .filter((n) => !n.read)
      .map(async (n) => {
        if (await markUserNotificationRead(userId, n.id)) return;
        try {
          await recordBroadcastRead(userId, n.id, at);
        } catch (error) {
          // Deleted by the admin while we were marking: nothing left to mark.
          if (!(error instanceof NotFoundError)) throw error;
        }
      }),
  );
}

/** A notification for one user from a store event (an order decided, a subscription activated). */
export async function notifyUser(
  userId: string,
  content: { title: string; message: string; type: NotificationType },
  now = new Date(),
): Promise<void> {
  await insertUserNotification({ id: ulid(now.getTime()), userId, ...content, createdAt: now.toISOString(), read: false });
}
