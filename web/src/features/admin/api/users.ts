import { useInfiniteQuery } from '@tanstack/react-query';
import type { Role } from '../../../../../shared/api/auth';
import {
  AdminUser,
  BulkUsersResponse,
  ListUsersResponse,
  USERS_PAGE_SIZE,
  UserStats,
  type BulkUsersBody,
  type CreateUserBody,
  type UpdateUserBody,
  type UserSort,
  type UserStatus,
} from '../../../../../shared/api/users';
import { useCallQuery, usePageQuery } from '../../../lib/call-query';
import { call, callBlob, callPage } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/query-hooks';
import { queryKeys } from '../../../lib/query-keys';

export type { AdminUser, UserSort, UserStatus };

/** The dashboard's short list: newest first, more on demand. */
export const useAdminUsers = () =>
  useInfiniteQuery({
    queryKey: queryKeys.admin.users.recent,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage('listUsers', { query: { limit: 25, cursor: pageParam }, signal, parse: (data) => ListUsersResponse.parse(data) }),
    getNextPageParam: (last) => last.nextCursor,
  });

export interface UsersFilter {
  q?: string;
  role?: Role;
  status?: UserStatus;
  sort: UserSort;
  order: 'asc' | 'desc';
}

/** One page (10 users) of GET /api/admin/users; `cursor` undefined is the first page. */
export const useUsersPage = (filter: UsersFilter, cursor: string | undefined) =>
  usePageQuery(queryKeys.admin.users.list(filter, cursor), (signal) =>
    callPage('listUsers', {
      query: { ...filter, limit: USERS_PAGE_SIZE, cursor },
      signal,
      parse: (data) => ListUsersResponse.parse(data),
    }),
  );

export const useUserStats = () =>
  useCallQuery(queryKeys.admin.users.stats, (signal) => call('getUserStats', { signal, parse: (data: unknown) => UserStats.parse(data) }));

const parseUser = (data: unknown) => AdminUser.parse(data);

/** A user action: afterwards the list and the cards are read again. */
const useUserMutation = <V, R>(request: (vars: V) => Promise<R>) => useRefreshingMutation(request, [queryKeys.admin.users.all]);

export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: string; status: 'active' | 'suspended' }) =>
    call('updateUserStatus', { params: { id }, body: { status }, parse: parseUser }),
  );

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UpdateUserBody }) => call('updateUser', { params: { id }, body, parse: parseUser }));

export const useDeleteUser = () => useUserMutation((id: string) => call('deleteUser', { params: { id } }));

export const useResetUserPassword = () => useUserMutation((id: string) => call('resetUserPassword', { params: { id } }));

export const useBulkUsers = () =>
  useUserMutation((body: BulkUsersBody) => call('bulkUpdateUsers', { body, parse: (data: unknown) => BulkUsersResponse.parse(data) }));

export const useCreateUser = () => useUserMutation((body: CreateUserBody) => call('createUser', { body, parse: parseUser }));

/** The server-made CSV: the selection when `ids` is given, else the list's filters. */
export const exportUsersCsv = (input: { ids: string[] } | UsersFilter): Promise<Blob> =>
  callBlob('exportUsers', { query: 'ids' in input ? { ids: input.ids.join(',') } : input });
