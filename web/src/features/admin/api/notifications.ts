import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminNotification, AdminNotificationList, type CreateNotificationBody } from '../../../../../shared/api/notifications';
import { call } from '../../../lib/api-client';

const NOTIFICATIONS_KEY = ['admin', 'notifications'] as const;

export const useAdminNotifications = () =>
  useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => call('listAdminNotifications', { signal, parse: (data: unknown) => AdminNotificationList.parse(data) }),
  });

function useNotificationMutation<V>(request: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The admin's own bell shows broadcasts to all too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}

export const useCreateNotification = () =>
  useNotificationMutation((body: CreateNotificationBody) =>
    call('createNotification', { body, parse: (data: unknown) => AdminNotification.parse(data) }),
  );

export const useDeleteNotification = () => useNotificationMutation((id: string) => call('deleteNotification', { params: { id } }));
