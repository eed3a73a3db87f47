import { useState } from 'react';
import { BellRing, Eye, Trash2 } from 'lucide-react';
import type { AdminNotification } from '../../../../../shared/api/notifications';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { ADMIN_NOTIFICATIONS_PAGE_SIZE, useAdminNotifications, useAdminNotificationStats } from '../api/notifications';
import { AdminHeader } from './admin-layout';
import { ListPager } from './list-pager';
import { CreateNotificationDialog, DeleteNotificationDialog, TARGET_LABEL } from './notification-dialogs';
import { StatCard } from './stat-card';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { QueryState } from '../../../components/ui/query-state';
import { DataTable } from '../../../components/ui/data-table';

const TYPE_CLASS: Record<AdminNotification['type'], string> = {
  info: 'border-glow/40 text-glow',
  success: 'border-success/40 text-success',
  warning: 'border-brand/40 text-brand',
  error: 'border-danger/40 text-danger',
};

const sentAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function TypeBadge({ type }: { type: AdminNotification['type'] }) {
  return <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold capitalize', TYPE_CLASS[type])}>{type}</span>;
}

function DeleteButton({ notification, onDelete }: { notification: AdminNotification; onDelete: (n: AdminNotification) => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Delete ${notification.title}`} onClick={() => onDelete(notification)}>
      <Trash2 aria-hidden="true" className="size-4 text-danger" />
    </Button>
  );
}

/** A phone's list: one card per notification, its text at the full width of the screen. */
function NotificationCards({ notifications, onDelete }: { notifications: AdminNotification[]; onDelete: (n: AdminNotification) => void }) {
  return (
    <ul aria-label="Recent notifications" className="divide-y divide-line">
      {notifications.map((n) => (
        <li key={n.id} className="flex gap-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink [overflow-wrap:anywhere]">{n.title}</p>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">{n.message}</p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <TypeBadge type={n.type} />
              <span className="text-ink">{TARGET_LABEL[n.target]}</span>
              <time dateTime={n.created_at}>{sentAt(n.created_at)}</time>
              <span className="tabular-nums">{n.read_count} reads</span>
            </div>
          </div>
          <DeleteButton notification={n} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

const COLUMNS = ['Title', 'Type', 'Target', 'Date', 'Reads', { key: 'Actions', label: <span className="sr-only">Actions</span> }];

function NotificationsTable({ notifications, onDelete }: { notifications: AdminNotification[]; onDelete: (n: AdminNotification) => void }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (notifications.length === 0) return <p className="py-8 text-center text-sm text-muted">No notifications sent yet</p>;
  if (narrow) return <NotificationCards notifications={notifications} onDelete={onDelete} />;
  return (
    <DataTable columns={COLUMNS} cellClassName="px-3 py-2 font-semibold" body={{ className: 'divide-y divide-line' }}>
      {notifications.map((n) => (
        <tr key={n.id}>
          <td className="max-w-md px-3 py-3">
            <p className="font-semibold text-ink [overflow-wrap:anywhere]">{n.title}</p>
            <p className="text-muted [overflow-wrap:anywhere]">{n.message}</p>
          </td>
          <td className="px-3 py-3">
            <TypeBadge type={n.type} />
          </td>
          <td className="whitespace-nowrap px-3 py-3 text-ink">{TARGET_LABEL[n.target]}</td>
          <td className="whitespace-nowrap px-3 py-3 text-muted">
            <time dateTime={n.created_at}>{sentAt(n.created_at)}</time>
          </td>
          <td className="px-3 py-3 tabular-nums text-ink">{n.read_count}</td>
          <td className="px-3 py-3 text-right">
            <DeleteButton notification={n} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function AdminNotificationsPage() {
  const pages = useCursorPages();
  const { pageIndex } = pages;
  const list = useAdminNotifications(pages.cursor);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminNotification>();
  const stats = useAdminNotificationStats().data;
  const shown = list.data?.items ?? [];
  const nextCursor = list.data?.nextCursor;
  return (
    <>
      <AdminHeader
        title="Notifications"
        description="Send a message to every user, to subscribers or to free users; it appears in their notification bell."
        create={{ label: 'Create Notification', onClick: () => setCreating(true) }}
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <StatCard label="Sent" value={stats && String(stats.sent)} icon={BellRing} />
        <StatCard label="Read" value={stats && String(stats.read)} icon={Eye} tone="text-success" />
      </div>
      <Card>
        <h2 className="mb-3 text-lg font-bold text-ink">Recent Notifications</h2>
        <QueryState query={list} errorTitle="Could not load notifications">
          {() => (
            <>
              <NotificationsTable notifications={shown} onDelete={setDeleting} />
              {(pageIndex > 0 || nextCursor) && (
                <ListPager
                  className="mt-3 gap-3 border-t border-line pt-3"
                  pageSize={ADMIN_NOTIFICATIONS_PAGE_SIZE}
                  shown={shown.length}
                  pages={pages}
                  list={list}
                />
              )}
            </>
          )}
        </QueryState>
      </Card>
      {creating && <CreateNotificationDialog onClose={() => setCreating(false)} />}
      {deleting && <DeleteNotificationDialog notification={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
