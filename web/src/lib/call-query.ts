import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

type Extra<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * A query that is one API read: `useCallQuery(key, (signal) => call('getX', { signal, parse }))`,
 * the query's other options last. Its own module, so the back office's reads stay out of the public chunks.
 */
export const useCallQuery = <T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>, options?: Extra<T>) =>
  useQuery({ queryKey, queryFn: ({ signal }) => load(signal), ...options });

/** One page of a paged list: the page before stays on screen while this one loads. */
export const usePageQuery = <T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) =>
  useCallQuery(queryKey, load, { placeholderData: keepPreviousData });
