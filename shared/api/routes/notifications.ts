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
import { adminRead, adminWrite, ownerWrite, signedInRead, signedInWrite } from './grant';
import { defineRoute, defineRoutes } from './define';

export const listAdminNotificationsRoute = /* @__PURE__ */ defineRoute('listAdminNotifications', {
  grant: /* @__PURE__ */ adminRead(),
  query: AdminNotificationsQuery,
  response: AdminNotificationList,
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Broadcasts, newest first, 100 a page (cursor in X-Next-Cursor)',
});

export const getAdminNotificationStatsRoute = /* @__PURE__ */ defineRoute('getAdminNotificationStats', {
  grant: /* @__PURE__ */ adminRead(),
  response: NotificationStats,
  summary: 'The notifications stat cards: broadcasts ever sent and reads of them ever recorded',
});

export const createNotificationRoute = /* @__PURE__ */ defineRoute('createNotification', {
  grant: /* @__PURE__ */ adminWrite({ status: 201 }),
  body: CreateNotificationBody,
  response: AdminNotification,
  summary: 'Send a notification to all, premium or free users (stored once)',
});

export const deleteNotificationRoute = /* @__PURE__ */ defineRoute('deleteNotification', {
  grant: /* @__PURE__ */ adminWrite({ owns: [] }),
  params: NotificationParams,
  response: NotificationMessage,
  summary: 'Delete a broadcast for everyone',
});

export const listMyNotificationsRoute = /* @__PURE__ */ defineRoute('listMyNotifications', {
  grant: /* @__PURE__ */ signedInRead(),
  response: MyNotifications,
  summary: "The caller's newest notifications with read state and the unread count",
});

export const markNotificationReadRoute = /* @__PURE__ */ defineRoute('markNotificationRead', {
  grant: /* @__PURE__ */ ownerWrite({ owns: ['id'] }),
  params: NotificationParams,
  response: NotificationMessage,
  summary: 'Mark one notification read',
});

export const markAllNotificationsReadRoute = /* @__PURE__ */ defineRoute('markAllNotificationsRead', {
  grant: /* @__PURE__ */ signedInWrite(),
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
