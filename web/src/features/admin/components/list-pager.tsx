import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { CursorPages } from '../../../lib/use-cursor-pages';

interface ListPagerProps {
  /** The list's page size: with the page's index it places the rows shown. */
  pageSize: number;
  /** How many rows the page on screen holds. */
  shown: number;
  /** Unknown while searching, or not told. */
  total?: number;
  /** The pages walked so far (useCursorPages). */
  pages: CursorPages;
  /**
   * The list's query: its X-Next-Cursor (none on the last page), and whether the page on screen is
   * the previous one while the next loads (Next waits).
   */
  list: { data?: { nextCursor?: string }; isPlaceholderData: boolean };
  /** What the list counts, after the figures ('orders', 'users'); nothing when absent. */
  noun?: string;
  /** Arrows only, named "Previous page" and "Next page", for a narrow column. */
  compact?: boolean;
  /** The bar's own spacing: below a table in a section (default) or inside a card. */
  className?: string;
}

/** "Showing X to Y of Z" and the Previous and Next buttons under an admin list read by cursor. */
export function ListPager({ pageSize, shown, total, pages, list, noun, compact, className }: ListPagerProps) {
  const nextCursor = list.data?.nextCursor;
  const before = pages.pageIndex * pageSize;
  const first = shown > 0 ? before + 1 : 0;
  const last = before + shown;
  return (
    <div className={cn('flex flex-wrap items-center justify-between', className ?? 'gap-3 border-t border-line px-4 py-3')}>
      <p className="text-sm text-muted">
        Showing {first} to {last}
        {total !== undefined ? ` of ${total}` : ''}
        {noun ? ` ${noun}` : ''}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={compact ? 'Previous page' : undefined}
          disabled={!pages.canGoBack}
          onClick={pages.previous}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {!compact && 'Previous'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={compact ? 'Next page' : undefined}
          disabled={!nextCursor || list.isPlaceholderData}
          onClick={() => pages.next(nextCursor)}
        >
          {!compact && 'Next'}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
