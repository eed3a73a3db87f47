/**
 * Notifications (admin §2.8, §3 Notification): broadcasts an admin sends to a target group, and
 * the store's own events for one buyer (order approved or rejected, subscription activated). Both
 * reach the header bell through the same list.
 */
import * as z from './zod';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const NotificationType = /* @__PURE__ */ z.lazySchema(() => z.enum(NOTIFICATION_TYPES));
export type NotificationType = z.infer<typeof NotificationType>;

/** all: every user; premium: users with an active subscription; free: everyone else. */
export const NOTIFICATION_TARGETS = ['all', 'premium', 'free'] as const;
export const NotificationTarget = /* @__PURE__ */ z.lazySchema(() => z.enum(NOTIFICATION_TARGETS));
export type NotificationTarget = z.infer<typeof NotificationTarget>;

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 1000;
/** The bell shows the newest this many; older ones are neither listed nor counted. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const NotificationId = /* @__PURE__ */ z.lazySchema(() =>
  z.string().check(z.regex(/^[0-9A-Za-z]{1,40}$/, 'Invalid notification id')),
);
export const NotificationParams = /* @__PURE__ */ z.lazySchema(() => z.strictObject({ id: NotificationId }));

/** POST /api/admin/notifications */
export const CreateNotificationBody = /* @__PURE__ */ z.lazyStrictObject(() => ({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(NOTIFICATION_TITLE_MAX, 'Title is too long')),
  message: z.string().check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(NOTIFICATION_MESSAGE_MAX, 'Message is too long')),
  type: NotificationType,
  target: NotificationTarget,
}));
export type CreateNotificationBody = z.infer<typeof CreateNotificationBody>;

/** A broadcast as everyone who reads it sees it, for a schema's builder. */
const broadcastFields = () => ({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: NotificationType,
  created_at: z.string(),
});

/** A broadcast as the back office lists it, with how many users have read it. */
export const AdminNotification = /* @__PURE__ */ z.lazyObject(() => ({
  ...broadcastFields(),
  target: NotificationTarget,
  read_count: z.number(),
}));
export type AdminNotification = z.infer<typeof AdminNotification>;

/** Stat cards: broadcasts ever sent and reads of them ever recorded (a deletion does not unsend). */
export const NotificationStats = /* @__PURE__ */ z.lazySchema(() => z.object({ sent: z.number(), read: z.number() }));
export type NotificationStats = z.infer<typeof NotificationStats>;

/** The back office's page size: the newest 100 broadcasts, then the next 100 by cursor. */
export const ADMIN_NOTIFICATIONS_PAGE_MAX = 100;

/** GET /api/admin/notifications: one page, newest first (the next page's cursor in X-Next-Cursor). */
export const AdminNotificationsQuery = /* @__PURE__ */ z.lazyStrictObject(() => ({
  ...z.pageQueryFields(ADMIN_NOTIFICATIONS_PAGE_MAX, { max: ADMIN_NOTIFICATIONS_PAGE_MAX }),
}));
export type AdminNotificationsQuery = z.infer<typeof AdminNotificationsQuery>;

/** The spec's array, newest first; the stat cards are GET /api/admin/notifications/stats. */
export const AdminNotificationList = /* @__PURE__ */ z.lazySchema(() => z.array(AdminNotification));
export type AdminNotificationList = z.infer<typeof AdminNotificationList>;

/** One entry of a user's bell. */
export const MyNotification = /* @__PURE__ */ z.lazyObject(() => ({ ...broadcastFields(), read: z.boolean() }));
export type MyNotification = z.infer<typeof MyNotification>;

export const MyNotifications = /* @__PURE__ */ z.lazyObject(() => ({
  notifications: z.array(MyNotification),
  unread: z.number(),
}));
export type MyNotifications = z.infer<typeof MyNotifications>;

export { MessageResponse as NotificationMessage } from './zod';
