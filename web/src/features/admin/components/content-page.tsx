import { useState } from 'react';
import { FileCheck, FileClock, Files, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { PAGE_CONTENT_MAX, PAGES, type PageId, type ContentRecord } from '../../../../../shared/api/content';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useAdminContent, useSaveContent } from '../api/content';
import { AdminHeader } from './admin-layout';
import { HelpContentEditor } from './help-content-editor';
import { CountedField, formatSaved, PageStatus, PreviewLink } from './pages-page';
import { SnippetsEditor } from './snippets-editor';
import { StatCard } from './stat-card';
import { QueryState } from '../../../components/ui/query-state';

type PageEntry = (typeof PAGES)[number];

function EditContentDialog({ page, record, onClose }: { page: PageEntry; record: ContentRecord | undefined; onClose: () => void }) {
  const [content, setContent] = useState(record?.content ?? '');
  const save = useSaveContent();
  return (
    <form
      noValidate
      aria-label={`Edit ${page.title} content`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { page_id: page.page_id, content },
          {
            onSuccess: () => {
              toast.success(`${page.title} content saved`);
              onClose();
            },
            onError: (error) => toast.error('Failed to save content', { description: errorMessage(error) }),
          },
        );
      }}
      className="flex flex-col gap-4"
    >
      <CountedField
        label="Content"
        rows={16}
        value={content}
        max={PAGE_CONTENT_MAX}
        onChange={setContent}
        hint="HTML or Markdown; scripts and event handlers are removed"
      />
      <p className="text-xs text-muted">Last saved: {formatSaved(record?.updated_at)}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} disabled={content.length > PAGE_CONTENT_MAX}>
          Save Content
        </Button>
      </div>
    </form>
  );
}

/** Admin §2.9 Website Content: the same eight pages, their content alone, with counts of what is published. */
export function AdminContentPage() {
  const content = useAdminContent();
  const [editing, setEditing] = useState<PageId>();
  const records = new Map((content.data ?? []).map((r) => [r.page_id, r]));
  const published = content.data ? String(PAGES.filter((p) => records.has(p.page_id)).length) : undefined;
  const drafts = content.data ? String(PAGES.length - records.size) : undefined;
  const editingPage = PAGES.find((p) => p.page_id === editing);

  return (
    <>
      <AdminHeader title="Website Content" description="The text of the public pages, in HTML or Markdown." />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Pages" value={String(PAGES.length)} icon={Files} />
        <StatCard label="Published" value={published} icon={FileCheck} tone="text-success" />
        <StatCard label="Drafts" value={drafts} icon={FileClock} tone="text-muted" />
      </div>
      <QueryState query={content} errorTitle="Could not load the website content">
        {() => (
          <ul aria-label="Pages" className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
            {PAGES.map((page) => {
              const record = records.get(page.page_id);
              return (
                <li key={page.page_id} className="flex flex-wrap items-center gap-4 px-5 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{page.title}</p>
                    <p className="text-xs text-muted">
                      {page.path} ·{' '}
                      {record
                        ? `${record.content.length.toLocaleString('en-US')} characters · saved ${formatSaved(record.updated_at)}`
                        : 'built-in text'}
                    </p>
                  </div>
                  <PageStatus published={Boolean(record)} />
                  <div className="flex gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${page.title} content`} onClick={() => setEditing(page.page_id)}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <PreviewLink page={page} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <HelpContentEditor />
        <SnippetsEditor />
      </div>
      <Dialog
        open={Boolean(editingPage)}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editingPage?.title ?? ''} content`}
        className="max-w-3xl"
      >
        {editingPage && (
          <EditContentDialog page={editingPage} record={records.get(editingPage.page_id)} onClose={() => setEditing(undefined)} />
        )}
      </Dialog>
    </>
  );
}
