import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  PAGE_CONTENT_MAX,
  PAGES,
  type PageId,
  type PageRecord,
} from '../../../../../shared/api/content';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAdminPages, useSavePage } from '../api/content';
import { AdminHeader } from './admin-layout';
import { builtInPageHtml } from './built-in-pages';
import { formatSaved, PagesList } from './pages-list';
import { useSiteSettings, useSupportContact } from '../../../components/layouts/site-settings';
import { QueryState } from '../../../components/ui/query-state';

type PageEntry = (typeof PAGES)[number];

/** A text field with its character count against the limit the server enforces. */
export function CountedField({
  label,
  value,
  max,
  onChange,
  rows,
  hint,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /** A text area of this many rows; a one-line input without. */
  rows?: number;
  hint?: string;
}) {
  const id = useId();
  const over = value.length > max;
  const props = {
    id,
    value,
    'aria-describedby': `${id}-count`,
    'aria-invalid': over || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} className={cn(inputClasses, 'h-auto py-2 font-mono text-sm')} {...props} />
      ) : (
        <input className={inputClasses} {...props} />
      )}
      <p id={`${id}-count`} className={cn('text-xs', over ? 'text-danger' : 'text-muted')}>
        {value.length.toLocaleString('en-US')}/{max.toLocaleString('en-US')} characters{hint ? ` · ${hint}` : ''}
      </p>
    </div>
  );
}

function EditPageDialog({ page, record, onClose }: { page: PageEntry; record: PageRecord | undefined; onClose: () => void }) {
  const { siteName } = useSiteSettings();
  const { email: supportEmail } = useSupportContact();
  // The public page shows its built-in text until text is stored (an emptied record included), so the editor starts from that text.
  const stored = record?.content.trim() ? record.content : undefined;
  const [content, setContent] = useState(() => stored ?? builtInPageHtml(page.page_id, { siteName, supportEmail }));
  const [metaTitle, setMetaTitle] = useState(record?.meta_title ?? '');
  const [metaDescription, setMetaDescription] = useState(record?.meta_description ?? '');
  const save = useSavePage();
  const tooLong = content.length > PAGE_CONTENT_MAX || metaTitle.length > META_TITLE_MAX || metaDescription.length > META_DESCRIPTION_MAX;

  const submit = () =>
    save.mutate(
      { page_id: page.page_id, content, meta_title: metaTitle, meta_description: metaDescription },
      {
        onSuccess: () => {
          toast.success(`${page.title} saved`);
          onClose();
        },
        onError: (error) => toast.error('Failed to save page', { description: errorMessage(error) }),
      },
    );

  return (
    <form
      noValidate
      aria-label={`Edit ${page.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      {!stored && content !== '' && (
        <p className="rounded-lg border border-line bg-canvas px-3 py-2 text-xs text-muted" data-testid="built-in-note">
          This is the page&rsquo;s built-in text, as visitors read it now. Edit it here; saving publishes your version.
        </p>
      )}
      <CountedField
        label="Content"
        rows={14}
        value={content}
        max={PAGE_CONTENT_MAX}
        onChange={setContent}
        hint="HTML or Markdown; scripts and event handlers are removed"
      />
      <CountedField label="Meta title" value={metaTitle} max={META_TITLE_MAX} onChange={setMetaTitle} />
      <CountedField label="Meta description" rows={3} value={metaDescription} max={META_DESCRIPTION_MAX} onChange={setMetaDescription} />
      <p className="text-xs text-muted">Last saved: {formatSaved(record?.updated_at)}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} disabled={tooLong}>
          Save Page
        </Button>
      </div>
    </form>
  );
}

/** Admin §2.9 Pages: the eight public pages, their status, and their content and SEO fields. */
export function AdminPagesPage() {
  const pages = useAdminPages();
  const [editing, setEditing] = useState<PageId>();
  const records = new Map((pages.data ?? []).map((r) => [r.page_id, r]));
  const editingPage = PAGES.find((p) => p.page_id === editing);

  return (
    <>
      <AdminHeader
        title="Pages"
        description="The public pages' text, meta title and description. A page shows its built-in text until it is saved here."
      />
      <QueryState query={pages} errorTitle="Could not load the pages">
        {() => <PagesList pages={PAGES} records={records} onEdit={setEditing} />}
      </QueryState>
      <Dialog
        open={Boolean(editingPage)}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editingPage?.title ?? ''}`}
        className="max-w-3xl"
      >
        {editingPage && (
          <EditPageDialog page={editingPage} record={records.get(editingPage.page_id)} onClose={() => setEditing(undefined)} />
        )}
      </Dialog>
    </>
  );
}
