import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { useSession } from './session';
import { queryKeys } from './query-keys';

/** Query key of the signed-in user's verification state; a verified link or a new session reads it again. */

const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

const parsePending = (data: unknown): boolean => fieldsOf(data).emailVerificationPending === true;

const parseMessage = (data: unknown): string => {
  const { message } = fieldsOf(data);
  return typeof message === 'string' ? message : '';
};

/**
 * Whether the signed-in buyer must verify their email address before buying (the admin's
 * `requireEmailVerification`, GET /api/user/me). False while unknown, signed out, or for an admin.
 */
export function useEmailVerificationPending(): boolean {
  const user = useSession().user;
  const query = useQuery({
    queryKey: queryKeys.emailVerification.user(user?.id),
    queryFn: ({ signal }) => call('getMe', { signal, parse: parsePending }),
    enabled: user !== null && user.role !== 'admin',
    staleTime: 60_000,
  });
  return query.data === true;
}

/** POST /api/auth/resend-verification: a new link by mail; resolves to the server's message. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => call('resendVerification', { parse: parseMessage }) });
}

/** POST /api/auth/verify-email with the mailed token; the verification state is read again afterwards. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call('verifyEmail', { body: { token }, parse: parseMessage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailVerification.all }),
  });
}
