import { useInfiniteQuery } from '@tanstack/react-query';
import { ListUsersResponse, type AdminUser } from '../../../../../shared/api/users';
import { apiRequestPage } from '../../../lib/api-client';

export type { AdminUser };

const PAGE_SIZE = 25;

export const useAdminUsers = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'users'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequestPage(`/api/admin/users?${params.toString()}`, { signal, parse: (data) => ListUsersResponse.parse(data) });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
