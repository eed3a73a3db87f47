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

export const listAdminNotificationsRoute = /* @__PURE__ */ defineRoute('listAdminNotifications', adminRead, {
  query: AdminNotificationsQuery,
  response: AdminNotificationList,
  responseHeaders: ['X-Next-Cursor'],
  summary: 'Broadcasts, newest first, 100 a page (cursor in X-Next-Cursor)',
});

export const getAdminNotificationStatsRoute = /* @__PURE__ */ defineRoute('getAdminNotificationStats', adminRead, {
  response: NotificationStats,
  summary: 'The notifications stat cards: broadcasts ever sent and reads of them ever recorded',
});

export const createNotificationRoute = /* @__PURE__ */ defineRoute('createNotification', adminWrite, {
  status: 201,
  body: CreateNotificationBody,
  response: AdminNotification,
  summary: 'Send a notification to all, premium or free users (stored once)',
});

export const deleteNotificationRoute = /* @__PURE__ */ defineRoute('deleteNotification', adminWrite, {
  owns: [],
  params: NotificationParams,
  response: NotificationMessage,
  summary: 'Delete a broadcast for everyone',
});

export const listMyNotificationsRoute = /* @__PURE__ */ defineRoute('listMyNotifications', signedInRead, {
  response: MyNotifications,
  summary: "The caller's newest notifications with read state and the unread count",
});

export const markNotificationReadRoute = /* @__PURE__ */ defineRoute('markNotificationRead', ownerWrite, {
  owns: ['id'],
  params: NotificationParams,
  response: NotificationMessage,
  summary: 'Mark one notification read',
});

export const markAllNotificationsReadRoute = /* @__PURE__ */ defineRoute('markAllNotificationsRead', signedInWrite, {
  response: NotificationMessage,
  summary: "Mark every notification in the caller's bell read",
});

export const notificationsRoutes = /* @__PURE__ */ defineRoutes(
  listAdminNotificationsRoute,
  getAdminNotificationStatsRoute,
  createNotificationRoute,
  deleteNotificationRoute,
  listMyNotificationsRoute,
  markNotificationReadRoute,
  markAllNotificationsReadRoute,
);
