import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

type Keys<R> = readonly QueryKey[] | ((saved: R) => readonly QueryKey[]);

/**
 * A mutation that refreshes the queries under `keys` when it ends: on `settled` (the default: a
 * failed write may have half-landed or met a newer state) or only on `success`. Keys computed from
 * the answer are refreshed on success only. The returned promise waits for the refresh.
 */
export function useRefreshingMutation<V, R>(
  request: (vars: V) => Promise<R>,
  keys: Keys<R>,
  when: 'settled' | 'success' = typeof keys === 'function' ? 'success' : 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = (list: readonly QueryKey[]) => Promise.all(list.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: request,
    onSuccess: (saved: R) => (typeof keys === 'function' ? refresh(keys(saved)) : when === 'success' ? refresh(keys) : undefined),
    onSettled: () => (typeof keys !== 'function' && when === 'settled' ? refresh(keys) : undefined),
  });
}

/** A read fetched again whenever a screen mounts it (admin screens: another admin may have changed it). */
export const useFreshQuery = <T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) =>
  useQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: 0 });
