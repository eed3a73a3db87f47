import { useState } from 'react';

/** Where a cursor-paged list stands: the cursor of the page shown and how to move on or back. */
export interface CursorPages {
  /** The cursor of the page on screen; undefined for the first page. */
  cursor: string | undefined;
  /** 0 for the first page. */
  pageIndex: number;
  canGoBack: boolean;
  previous: () => void;
  /** Opens the page that starts at `nextCursor` (the X-Next-Cursor of the page shown). */
  next: (nextCursor: string | undefined) => void;
}

/**
 * Keeps the cursors of the pages walked so far (the last is the page shown). A new `resetKey`
 * (a search, a filter) starts again on the first page.
 */
export function useCursorPages(resetKey = ''): CursorPages {
  const [pages, setPages] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: resetKey, cursors: [undefined] });
  const cursors = pages.key === resetKey ? pages.cursors : [undefined];
  if (pages.key !== resetKey) setPages({ key: resetKey, cursors: [undefined] });
  const pageIndex = cursors.length - 1;
  return {
    cursor: cursors[pageIndex],
    pageIndex,
    canGoBack: pageIndex > 0,
    previous: () => setPages({ key: resetKey, cursors: cursors.slice(0, -1) }),
    next: (nextCursor) => setPages({ key: resetKey, cursors: [...cursors, nextCursor] }),
  };
}
