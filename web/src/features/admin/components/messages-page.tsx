import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChevronLeft, ChevronRight, Inbox, Mail, MailOpen, Reply, Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { SUPPORT_REPLY_MAX } from '../../../../../shared/api/support';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  useDeleteSupportMessage,
  useReplySupportMessage,
  useSupportMessage,
  useSupportMessages,
  type SupportMessage,
  type SupportStatus,
} from '../api/messages';
import { AdminHeader } from './admin-layout';
import { StatCard } from './stat-card';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { QueryState } from '../../../components/ui/query-state';

const STATUS_LABEL: Record<SupportStatus, string> = { unread: 'Unread', read: 'Read', replied: 'Replied' };
const STATUS_CLASS: Record<SupportStatus, string> = {
  unread: 'border-brand/40 text-brand',
  read: 'border-line text-muted',
  replied: 'border-success/40 text-success',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function StatusBadge({ status }: { status: SupportStatus }) {
  return <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}>{STATUS_LABEL[status]}</span>;
}

function MessageList(props: { messages: SupportMessage[]; selected?: string; onSelect: (id: string) => void }) {
  if (props.messages.length === 0) return <p className="py-8 text-center text-sm text-muted">No messages</p>;
  return (
    <ul aria-label="Messages" className="divide-y divide-line">
      {props.messages.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            aria-current={m.id === props.selected ? 'true' : undefined}
            onClick={() => props.onSelect(m.id)}
            className={cn(
              'flex w-full flex-col gap-1 rounded-lg px-3 py-3 text-left hover:bg-raised',
              m.id === props.selected && 'bg-raised',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className={cn('truncate text-sm text-ink', m.status === 'unread' && 'font-bold')}>{m.name}</span>
              <StatusBadge status={m.status} />
            </span>
            <span className={cn('truncate text-sm', m.status === 'unread' ? 'font-semibold text-ink' : 'text-muted')}>{m.subject}</span>
            <time dateTime={m.created_at} className="text-xs text-muted">
              {when(m.created_at)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}

function DeleteMessageDialog({ message, onClose, onDeleted }: { message: SupportMessage; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteSupportMessage();
  const confirm = () =>
    remove.mutate(message.id, {
      onSuccess: () => {
        toast.success('Message deleted');
        onDeleted();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to delete message'),
      onSettled: onClose,
    });
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} title="Delete message?" description={message.subject}>
      <p className="text-sm text-ink">The message from {message.name} and its replies are deleted permanently.</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={confirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}

function ReplyForm({ message }: { message: SupportMessage }) {
  const reply = useReplySupportMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return setError('Reply is required');
    setError(undefined);
    reply.mutate(
      { id: message.id, message: text },
      {
        onSuccess: () => {
          toast.success(`Reply sent to ${message.email}`);
          setText('');
        },
        onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to send reply'),
      },
    );
  };
  return (
    <form onSubmit={send} noValidate aria-label="Reply" className="mt-6 flex flex-col gap-2 border-t border-line pt-4">
      <label htmlFor="support-reply" className="text-sm font-medium text-ink">
        Reply to {message.email}
      </label>
      <textarea
        id="support-reply"
        rows={5}
        maxLength={SUPPORT_REPLY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        className={cn(inputClasses, 'h-auto py-2')}
      />
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Send Reply
        </Button>
      </div>
    </form>
  );
}

function ReadPane({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const query = useSupportMessage(id);
  const [deleting, setDeleting] = useState(false);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return missing ? (
      <p className="py-8 text-center text-sm text-muted">Message not found</p>
    ) : (
      <LoadError title="Could not load the message" onRetry={() => void query.refetch()} />
    );
  }
  const m = query.data;
  return (
    <article aria-label={m.subject}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-ink [overflow-wrap:anywhere]">{m.subject}</h2>
          <p className="mt-1 text-sm text-muted">
            From <span className="font-medium text-ink">{m.name}</span> &lt;
            <a className="underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
            &gt; · <time dateTime={m.created_at}>{when(m.created_at)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={m.status} />
          <Button variant="ghost" size="icon" aria-label="Delete message" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="size-4 text-danger" />
          </Button>
        </div>
      </div>
      <p className="mt-4 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{m.message}</p>
      {m.replies.length > 0 && (
        <section aria-label="Replies" className="mt-6 flex flex-col gap-3">
          {m.replies.map((r) => (
            <div key={r.sent_at} className="rounded-xl border border-line bg-raised p-3">
              <p className="flex items-center gap-2 text-xs text-muted">
                <Reply aria-hidden="true" className="size-3" />
                {r.by_name} replied · <time dateTime={r.sent_at}>{when(r.sent_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-sm text-ink [overflow-wrap:anywhere]">{r.message}</p>
            </div>
          ))}
        </section>
      )}
      <ReplyForm key={m.id} message={m} />
      {deleting && <DeleteMessageDialog message={m} onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </article>
  );
}

export function AdminMessagesPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id') ?? undefined;
  const [status, setStatus] = useState<SupportStatus | undefined>();
  const pages = useCursorPages(status ?? '');
  const { pageIndex } = pages;
  const list = useSupportMessages(status, pages.cursor);
  const counts = list.data?.items.counts;
  const shown = list.data?.items.messages ?? [];
  const total = list.data?.items.total ?? 0;
  const nextCursor = list.data?.nextCursor;
  const first = pageIndex * ADMIN_MESSAGES_PAGE_SIZE + 1;
  const select = (id: string | undefined) => setParams(id ? { id } : {}, { replace: true });
  return (
    <>
      <AdminHeader title="Messages" description="What visitors sent through the contact form: read, reply by email, or delete." />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Unread" value={counts && String(counts.unread)} icon={Mail} />
        <StatCard label="Read" value={counts && String(counts.read)} icon={MailOpen} tone="text-muted" />
        <StatCard label="Replied" value={counts && String(counts.replied)} icon={Reply} tone="text-success" />
        <StatCard label="Total" value={counts && String(counts.total)} icon={Inbox} tone="text-glow" />
      </div>
      <div className="grid gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <Card>
          <div className="mb-3">
            <Select
              label="Status"
              value={status ?? ''}
              onChange={(e) => {
                setStatus((e.target.value || undefined) as SupportStatus | undefined);
              }}
            >
              <option value="">All messages</option>
              <option value="unread">Unread</option>
              <option value="read">Read</option>
              <option value="replied">Replied</option>
            </Select>
          </div>
          <QueryState query={list} errorTitle="Could not load messages">
            {() => (
              <>
                <MessageList messages={shown} selected={selected} onSelect={select} />
                {(pageIndex > 0 || nextCursor) && (
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
                    <p className="text-sm text-muted">
                      Showing {shown.length > 0 ? first : 0} to {first + shown.length - 1} of {total}
                    </p>
                    <div className="flex gap-2">
                      <Button variant="secondary" size="sm" aria-label="Previous page" disabled={pageIndex === 0} onClick={pages.previous}>
                        <ChevronLeft aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label="Next page"
                        disabled={!nextCursor || list.isPlaceholderData}
                        onClick={() => pages.next(nextCursor)}
                      >
                        <ChevronRight aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </div>
                )}
              </>
            )}
          </QueryState>
        </Card>
        <Card>
          {selected ? (
            <ReadPane key={selected} id={selected} onDeleted={() => select(undefined)} />
          ) : (
            <p className="py-8 text-center text-sm text-muted">Select a message to read it</p>
          )}
        </Card>
      </div>
    </>
  );
}
