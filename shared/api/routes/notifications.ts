/**
 * Routes of one area: the admin's broadcasts and each user's bell. A handler imports only its
 * area's module; `../routes.ts` merges the areas.
 */
import {
  AdminNotification,
  AdminNotificationList,
  AdminNotificationsQuery,
  CreateNotificationBody,
  NotificationStats,
  MyNotifications,
  NotificationMessage,
  NotificationParams,
} from '../notifications';
import { adminOnly, signedIn, userOwn } from './authz';
import { defineRoute, defineRoutes } from './define';

export const listAdminNotificationsRoute = /* @__PURE__ */ defineRoute('listAdminNotifications', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'read' },
  query: AdminNotificationsQuery,
  response: AdminNotificationList,
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Broadcasts, newest first, 100 a page (cursor in X-Next-Cursor)',
});

export const getAdminNotificationStatsRoute = /* @__PURE__ */ defineRoute('getAdminNotificationStats', {
  authz: /* @__PURE__ */ adminOnly(),
  access: { table: 'read' },
  response: NotificationStats,
  summary: 'The notifications stat cards: broadcasts ever sent and reads of them ever recorded',
});

export const createNotificationRoute = /* @__PURE__ */ defineRoute('createNotification', {
  authz: /* @__PURE__ */ adminOnly({ status: 201 }),
  access: { table: 'write' },
  body: CreateNotificationBody,
  response: AdminNotification,
  status: 201,
  summary: 'Send a notification to all, premium or free users (stored once)',
});

export const deleteNotificationRoute = /* @__PURE__ */ defineRoute('deleteNotification', {
  authz: /* @__PURE__ */ adminOnly({ owns: [] }),
  access: { table: 'write' },
  params: NotificationParams,
  response: NotificationMessage,
  summary: 'Delete a broadcast for everyone',
});

export const listMyNotificationsRoute = /* @__PURE__ */ defineRoute('listMyNotifications', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'read' },
  response: MyNotifications,
  summary: "The caller's newest notifications with read state and the unread count",
});

export const markNotificationReadRoute = /* @__PURE__ */ defineRoute('markNotificationRead', {
  authz: /* @__PURE__ */ userOwn({ owns: ['id'] }),
  access: { table: 'write' },
  params: NotificationParams,
  response: NotificationMessage,
  summary: 'Mark one notification read',
});

export const markAllNotificationsReadRoute = /* @__PURE__ */ defineRoute('markAllNotificationsRead', {
  authz: /* @__PURE__ */ signedIn(),
  access: { table: 'write' },
  response: NotificationMessage,
  summary: "Mark every notification in the caller's bell read",
});

export const notificationsRoutes = /* @__PURE__ */ defineRoutes({
  listAdminNotifications: listAdminNotificationsRoute,
  getAdminNotificationStats: getAdminNotificationStatsRoute,
  createNotification: createNotificationRoute,
  deleteNotification: deleteNotificationRoute,
  listMyNotifications: listMyNotificationsRoute,
  markNotificationRead: markNotificationReadRoute,
  markAllNotificationsRead: markAllNotificationsReadRoute,
});
