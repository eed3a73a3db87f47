import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSession } from './session';

/** A read of the signed-in user's own data, keyed by their id (a new sign-in never sees the last one's); off for visitors. */
export function useUserQuery<T>(keyFor: (userId: string | null) => QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  const { user } = useSession();
  return useQuery({ queryKey: keyFor(user?.id ?? null), enabled: user !== null, queryFn: ({ signal }) => load(signal) });
}
