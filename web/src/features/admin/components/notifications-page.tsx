import { useState } from 'react';
import { BellRing, Eye, Plus, Trash2 } from 'lucide-react';
import type { AdminNotification } from '../../../../../shared/api/notifications';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ADMIN_NOTIFICATIONS_PAGE_SIZE, useAdminNotifications, useAdminNotificationStats } from '../api/notifications';
import { AdminHeader } from './admin-layout';
import { ListPager } from './list-pager';
import { CreateNotificationDialog, DeleteNotificationDialog, TARGET_LABEL } from './notification-dialogs';
import { StatCard } from './stat-card';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { QueryState } from '../../../components/ui/query-state';

const TYPE_CLASS: Record<AdminNotification['type'], string> = {
  info: 'border-glow/40 text-glow',
  success: 'border-success/40 text-success',
  warning: 'border-brand/40 text-brand',
  error: 'border-danger/40 text-danger',
};

function NotificationsTable({ notifications, onDelete }: { notifications: AdminNotification[]; onDelete: (n: AdminNotification) => void }) {
  if (notifications.length === 0) return <p className="py-8 text-center text-sm text-muted">No notifications sent yet</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-muted">
          <tr>
            <th className="px-3 py-2 font-semibold">Title</th>
            <th className="px-3 py-2 font-semibold">Type</th>
            <th className="px-3 py-2 font-semibold">Target</th>
            <th className="px-3 py-2 font-semibold">Date</th>
            <th className="px-3 py-2 font-semibold">Reads</th>
            <th className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {notifications.map((n) => (
            <tr key={n.id}>
              <td className="max-w-md px-3 py-3">
                <p className="font-semibold text-ink [overflow-wrap:anywhere]">{n.title}</p>
                <p className="text-muted [overflow-wrap:anywhere]">{n.message}</p>
              </td>
              <td className="px-3 py-3">
                <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold capitalize', TYPE_CLASS[n.type])}>{n.type}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-ink">{TARGET_LABEL[n.target]}</td>
              <td className="whitespace-nowrap px-3 py-3 text-muted">
                <time dateTime={n.created_at}>
                  {new Date(n.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </td>
              <td className="px-3 py-3 tabular-nums text-ink">{n.read_count}</td>
              <td className="px-3 py-3 text-right">
                <Button variant="ghost" size="icon" aria-label={`Delete ${n.title}`} onClick={() => onDelete(n)}>
                  <Trash2 aria-hidden="true" className="size-4 text-danger" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
  const first = pageIndex * ADMIN_NOTIFICATIONS_PAGE_SIZE + 1;
  return (
    <>
      <AdminHeader
        title="Notifications"
        description="Send a message to every user, to subscribers or to free users; it appears in their notification bell."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create Notification
          </Button>
        }
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
                  first={shown.length > 0 ? first : 0}
                  last={first + shown.length - 1}
                  pages={pages}
                  nextCursor={nextCursor}
                  stale={list.isPlaceholderData}
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
