import { useCursorPages } from '../../../lib/use-cursor-pages';

interface PageRead {
  data?: { items: unknown[]; nextCursor?: string };
  isPending: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

/**
 * A list read by cursor pages under a filter: a new filter starts again on the first page.
 * Answers the pages walked, the read of the page shown, its rows, the cursor of the next page, and
 * the read's state as the admin tables take it (`pending`, `loaded`, `stale` while the next page loads).
 */
export function useFilteredPages<F, R extends PageRead>(filter: F, useRead: (filter: F, cursor: string | undefined) => R) {
  const pages = useCursorPages(JSON.stringify(filter));
  const list = useRead(filter, pages.cursor);
  const items: NonNullable<R['data']>['items'] = list.data?.items ?? [];
  const state = { pending: list.isPending, loaded: list.isSuccess, stale: list.isPlaceholderData };
  return { pages, list, items, nextCursor: list.data?.nextCursor, state };
}
