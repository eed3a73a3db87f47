import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SupportActionMessage, SupportMessage, SupportMessageList, type SupportStatus } from '../../../../../shared/api/support';
import { usePageQuery } from '../../../lib/call-query';
import { call, callPage } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

export type { SupportMessage, SupportStatus };

/** Messages per screen page. */
export const ADMIN_MESSAGES_PAGE_SIZE = 20;

/** One page of GET /api/admin/messages, newest first; `cursor` undefined is the first page. */
export const useSupportMessages = (status: SupportStatus | undefined, cursor: string | undefined) =>
  usePageQuery(queryKeys.admin.messages.list(status, cursor), (signal) =>
    callPage('listSupportMessages', {
      query: { status, limit: ADMIN_MESSAGES_PAGE_SIZE, cursor },
      signal,
      parse: (data: unknown) => SupportMessageList.parse(data),
    }),
  );

/** One message; reading it marks it read on the server, so the list and counters are read again. */
export function useSupportMessage(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.admin.messages.one(id),
    enabled: id !== undefined,
    queryFn: async ({ signal }) => {
      const message = await call('getSupportMessage', {
        params: { id: id! },
        signal,
        parse: (data: unknown) => SupportMessage.parse(data),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.messages.lists });
      return message;
    },
  });
}

const useMessageMutation = <V, R>(request: (vars: V) => Promise<R>) => useRefreshingMutation(request, [queryKeys.admin.messages.all]);

export const useReplySupportMessage = () =>
  useMessageMutation(({ id, message }: { id: string; message: string }) =>
    call('replySupportMessage', { params: { id }, body: { message }, parse: (data: unknown) => SupportMessage.parse(data) }),
  );

export const useDeleteSupportMessage = () =>
  useMessageMutation((id: string) =>
    call('deleteSupportMessage', { params: { id }, parse: (data: unknown) => SupportActionMessage.parse(data) }),
  );
