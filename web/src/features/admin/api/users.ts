import { useInfiniteQuery } from '@tanstack/react-query';
import { ListUsersResponse, type AdminUser } from '../../../../../shared/api/users';
import { callPage } from '../../../lib/api-client';

export type { AdminUser };

const PAGE_SIZE = 25;

export const useAdminUsers = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'users'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage('listUsers', { query: { limit: PAGE_SIZE, cursor: pageParam }, signal, parse: (data) => ListUsersResponse.parse(data) }),
    getNextPageParam: (last) => last.nextCursor,
  });
