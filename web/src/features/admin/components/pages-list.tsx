import { ExternalLink, Pencil } from 'lucide-react';
import type { PageId, PageRecord, PAGES } from '../../../../../shared/api/content';
import { Button } from '../../../components/ui/button';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/cn';
import { DataTable, rightAligned } from '../../../components/ui/data-table';

type PageEntry = (typeof PAGES)[number];

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A stored time as the screens show it; '—' for none. */
export const formatSaved = (iso: string | undefined): string => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? when.format(date) : '—';
};

/** Admin §4: Published once a record exists, else Draft. */
export function PageStatus({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        published ? 'border-success/40 bg-success/10 text-success' : 'border-line bg-raised text-muted',
      )}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

/** Preview opens the public path in a new tab (admin §2.9). */
export function PreviewLink({ page }: { page: PageEntry }) {
  return (
    <a
      href={page.path}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Preview ${page.title}`}
      className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-raised hover:text-ink"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

interface PagesListProps {
  pages: readonly PageEntry[];
  records: Map<PageId, PageRecord>;
  onEdit: (page: PageId) => void;
}

function PageActions({ page, onEdit }: { page: PageEntry; onEdit: (page: PageId) => void }) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${page.title}`} onClick={() => onEdit(page.page_id)}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <PreviewLink page={page} />
    </div>
  );
}

function LastSaved({ record }: { record: PageRecord | undefined }) {
  return (
    <>
      {formatSaved(record?.updated_at)}
      {record?.updated_by && <span className="block text-xs [overflow-wrap:anywhere]">by {record.updated_by}</span>}
    </>
  );
}

/** A phone's view of the pages: one card each, the same facts and actions as a row, at the screen's width. */
function PageCards({ pages, records, onEdit }: PagesListProps) {
  return (
    <ul aria-label="Pages" className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {pages.map((page) => {
        const record = records.get(page.page_id);
        return (
          <li key={page.page_id} className="flex items-start gap-2 px-4 py-3" data-testid={`page-card-${page.page_id}`}>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{page.title}</p>
              <p className="text-xs text-muted [overflow-wrap:anywhere]">{page.path}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                <PageStatus published={Boolean(record)} />
                <span className="capitalize">{page.type}</span>
                <span>
                  <LastSaved record={record} />
                </span>
              </div>
            </div>
            <PageActions page={page} onEdit={onEdit} />
          </li>
        );
      })}
    </ul>
  );
}

const COLUMNS = ['Page', 'Type', 'Status', 'Last modified', rightAligned('Actions')];

function PagesTable({ pages, records, onEdit }: PagesListProps) {
  return (
    <DataTable columns={COLUMNS} cellClassName="px-5 py-3 font-semibold" frameClassName="rounded-2xl border border-line bg-surface">
      {pages.map((page) => {
        const record = records.get(page.page_id);
        return (
          <tr key={page.page_id} className="border-b border-line last:border-0">
            <th scope="row" className="px-5 py-3 font-medium text-ink">
              {page.title}
              <span className="block text-xs font-normal text-muted">{page.path}</span>
            </th>
            <td className="px-5 py-3 capitalize text-muted">{page.type}</td>
            <td className="px-5 py-3">
              <PageStatus published={Boolean(record)} />
            </td>
            <td className="px-5 py-3 text-muted">
              <LastSaved record={record} />
            </td>
            <td className="px-5 py-3">
              <PageActions page={page} onEdit={onEdit} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The public pages with their status: a table on a wide screen, cards on a phone (as the other back-office lists). */
export function PagesList(props: PagesListProps) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  return narrow ? <PageCards {...props} /> : <PagesTable {...props} />;
}
