import {
  AdminNotification,
  AdminNotificationList,
  NotificationStats,
  type CreateNotificationBody,
} from '../../../../../shared/api/notifications';
import { useCallQuery, usePageQuery } from '../../../lib/call-query';
import { call, callPage } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

/** Broadcasts per screen page; the server serves up to 100 a page. */
export const ADMIN_NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of GET /api/admin/notifications, newest first; `cursor` undefined is the first page. */
export const useAdminNotifications = (cursor: string | undefined) =>
  usePageQuery(queryKeys.admin.notifications.list(cursor), (signal) =>
    callPage('listAdminNotifications', {
      query: { limit: ADMIN_NOTIFICATIONS_PAGE_SIZE, cursor },
      signal,
      parse: (data: unknown) => AdminNotificationList.parse(data),
    }),
  );

/** The Sent and Read stat cards. */
export const useAdminNotificationStats = () =>
  useCallQuery(queryKeys.admin.notifications.stats, (signal) =>
    call('getAdminNotificationStats', { signal, parse: (data: unknown) => NotificationStats.parse(data) }),
  );

// The admin's own bell shows broadcasts to all too.
const useNotificationMutation = <V>(request: (vars: V) => Promise<unknown>) =>
  useRefreshingMutation(request, [queryKeys.admin.notifications.all, queryKeys.notifications.all]);

export const useCreateNotification = () =>
  useNotificationMutation((body: CreateNotificationBody) =>
    call('createNotification', { body, parse: (data: unknown) => AdminNotification.parse(data) }),
  );

export const useDeleteNotification = () => useNotificationMutation((id: string) => call('deleteNotification', { params: { id } }));
