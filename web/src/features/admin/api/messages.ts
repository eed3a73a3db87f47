import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SupportActionMessage, SupportMessage, SupportMessageList, type SupportStatus } from '../../../../../shared/api/support';
import { call, callPage } from '../../../lib/api-client';

export type { SupportMessage, SupportStatus };

const MESSAGES_KEY = ['admin', 'messages'] as const;

/** Messages per screen page. */
export const ADMIN_MESSAGES_PAGE_SIZE = 20;

/** One page of GET /api/admin/messages, newest first; `cursor` undefined is the first page. */
export const useSupportMessages = (status: SupportStatus | undefined, cursor: string | undefined) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'list', status ?? 'all', cursor ?? null],
    queryFn: ({ signal }) =>
      callPage('listSupportMessages', {
        query: { status, limit: ADMIN_MESSAGES_PAGE_SIZE, cursor },
        signal,
        parse: (data: unknown) => SupportMessageList.parse(data),
      }),
    placeholderData: keepPreviousData,
  });

/** One message; reading it marks it read on the server, so the list and counters are read again. */
export function useSupportMessage(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'one', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => {
      const message = await call('getSupportMessage', {
        params: { id: id! },
        signal,
        parse: (data: unknown) => SupportMessage.parse(data),
      });
      void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'list'] });
      return message;
    },
  });
}

function useMessageMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }) });
}

export const useReplySupportMessage = () =>
  useMessageMutation(({ id, message }: { id: string; message: string }) =>
    call('replySupportMessage', { params: { id }, body: { message }, parse: (data: unknown) => SupportMessage.parse(data) }),
  );

export const useDeleteSupportMessage = () =>
  useMessageMutation((id: string) =>
    call('deleteSupportMessage', { params: { id }, parse: (data: unknown) => SupportActionMessage.parse(data) }),
  );
