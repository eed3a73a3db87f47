import { useState } from 'react';
import { Reply, Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { SUPPORT_REPLY_MAX } from '../../../../../shared/api/support';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from './confirm-action-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import {
  useDeleteSupportMessage,
  useReplySupportMessage,
  useSupportMessage,
  type SupportMessage,
  type SupportStatus,
} from '../api/messages';

const STATUS_LABEL: Record<SupportStatus, string> = { unread: 'Unread', read: 'Read', replied: 'Replied' };
const STATUS_CLASS: Record<SupportStatus, string> = {
  unread: 'border-brand/40 text-brand',
  read: 'border-line text-muted',
  replied: 'border-success/40 text-success',
};

export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function StatusBadge({ status }: { status: SupportStatus }) {
  return <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}>{STATUS_LABEL[status]}</span>;
}

function DeleteMessageDialog({ message, onClose, onDeleted }: { message: SupportMessage; onClose: () => void; onDeleted: () => void }) {
  const texts = {
    title: 'Delete message?',
    confirmLabel: 'Delete',
    question: `The message from ${message.name} and its replies are deleted permanently.`,
    done: 'Message deleted',
    failed: 'Failed to delete message',
  };
  const record = { id: message.id, name: message.subject };
  return <DeleteDialog texts={texts} record={record} action={useDeleteSupportMessage()} onDone={onDeleted} onClose={onClose} />;
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
      <Textarea
        label={`Reply to ${message.email}`}
        rows={5}
        maxLength={SUPPORT_REPLY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Send Reply
        </Button>
      </div>
    </form>
  );
}

/** One support message: its text, the replies so far, a reply form and Delete. */
export function ReadPane({ id, onDeleted }: { id: string; onDeleted: () => void }) {
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
