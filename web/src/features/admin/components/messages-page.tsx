import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Inbox, Mail, MailOpen, Reply } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { ADMIN_MESSAGES_PAGE_SIZE, useSupportMessages, type SupportMessage, type SupportStatus } from '../api/messages';
import { AdminHeader } from './admin-layout';
import { ListPager } from './list-pager';
import { ReadPane, StatusBadge, when } from './message-read-pane';
import { StatCard } from './stat-card';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { QueryState } from '../../../components/ui/query-state';

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
                  <ListPager
                    compact
                    className="mt-3 gap-2 border-t border-line pt-3"
                    pageSize={ADMIN_MESSAGES_PAGE_SIZE}
                    shown={shown.length}
                    total={total}
                    pages={pages}
                    list={list}
                  />
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
