import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, Role } from '../../../shared/api/auth';
import { TOKEN_TTL_SECONDS } from '../../../shared/constants';
import { call, onUnauthorized } from './api-client';
import { clearToken, decodeClaims, isExpired, readToken, writeToken } from './token';
import { queryKeys } from './query-keys';

export interface SessionUser {
  id: string;
  role: Role;
  name: string;
  email?: string;
  /** The profile picture's public path (getMe), null or absent for the initials. */
  avatarUrl?: string | null;
}

export interface Session {
  user: SessionUser | null;
  /** Stores the token and signs the user in; `user` is the login response's user. */
  signIn: (token: string, user: AuthUser) => void;
  /** Forgets the token. Navigation is the caller's business. */
  signOut: () => void;
}

interface Stored {
  token: string;
  user: SessionUser;
  /** Seconds, as in the token. */
  exp: number;
}

const SessionContext = createContext<Session | null>(null);

/** Restores the session from the stored token; an expired or malformed token is removed. */
function restore(): Stored | null {
  const token = readToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    clearToken();
    return null;
  }
  return { token, exp: claims.exp, user: { id: claims.userId, role: claims.role, name: claims.name } };
}

function parseAuthUser(data: unknown): AuthUser & { avatarUrl?: string | null } {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { id, name, email, role, avatar_url } = fields;
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    typeof email !== 'string' ||
    (role !== 'admin' && role !== 'artist' && role !== 'user')
  ) {
    throw new TypeError('Unexpected getMe response');
  }
  return { id, name, email, role, avatarUrl: typeof avatar_url === 'string' ? avatar_url : null };
}

/** setTimeout takes a signed 32-bit delay; a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<Stored | null>(restore);

  const signOut = useCallback(() => {
    clearToken();
    setStored(null);
    queryClient.removeQueries({ queryKey: queryKeys.me.all });
  }, [queryClient]);

  const signIn = useCallback(
    (token: string, user: AuthUser) => {
      writeToken(token);
      const claims = decodeClaims(token);
      // A token the browser cannot read still works for the API; assume the usual lifetime.
      const exp = claims?.exp ?? Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;
      queryClient.setQueryData(queryKeys.me.session(token), user);
      // The sign-in answer carries no avatar: read the account at once, so the header shows it now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.session(token) });
      setStored({ token, exp, user: { id: user.id, role: user.role, name: user.name, email: user.email } });
    },
    [queryClient],
  );

  useEffect(() => onUnauthorized(signOut), [signOut]);

  useEffect(() => {
    if (!stored) return;
    const timer = setTimeout(signOut, Math.min(Math.max(stored.exp * 1000 - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [stored, signOut]);

  // Another tab signing in or out changes the same storage key.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'token' || event.key === null) setStored(restore());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const token = stored?.token ?? null;
  const me = useQuery({
    queryKey: queryKeys.me.session(token),
    queryFn: ({ signal }) => call('getMe', { signal, parse: parseAuthUser }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

  const user = useMemo<SessionUser | null>(() => {
    if (!stored) return null;
    const fresh = me.data;
    if (!fresh || fresh.id !== stored.user.id) return stored.user;
    return { id: fresh.id, role: fresh.role, name: fresh.name, email: fresh.email, avatarUrl: fresh.avatarUrl };
  }, [stored, me.data]);

  const value = useMemo<Session>(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
