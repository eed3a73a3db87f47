import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing, ChevronLeft, ChevronRight, Eye, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  type AdminNotification,
} from '../../../../../shared/api/notifications';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import {
  ADMIN_NOTIFICATIONS_PAGE_SIZE,
  useAdminNotifications,
  useAdminNotificationStats,
  useCreateNotification,
  useDeleteNotification,
} from '../api/notifications';
import { AdminHeader } from './admin-layout';
import { StatCard } from './stat-card';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { QueryState } from '../../../components/ui/query-state';

const TARGET_LABEL: Record<AdminNotification['target'], string> = {
  all: 'All users',
  premium: 'Premium users',
  free: 'Free users',
};

const TYPE_CLASS: Record<AdminNotification['type'], string> = {
  info: 'border-glow/40 text-glow',
  success: 'border-success/40 text-success',
  warning: 'border-brand/40 text-brand',
  error: 'border-danger/40 text-danger',
};

const NotificationForm = z.object({
  title: z.string().trim().min(1, 'Title is required').max(NOTIFICATION_TITLE_MAX, 'Title is too long'),
  message: z.string().trim().min(1, 'Message is required').max(NOTIFICATION_MESSAGE_MAX, 'Message is too long'),
  type: z.enum(NOTIFICATION_TYPES),
  target: z.enum(NOTIFICATION_TARGETS),
});
type NotificationForm = z.infer<typeof NotificationForm>;

function CreateNotificationDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateNotification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NotificationForm>({
    resolver: zodResolver(NotificationForm),
    defaultValues: { title: '', message: '', type: 'info', target: 'all' },
  });
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success('Notification sent');
        onClose();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to send notification'),
    }),
  );
  return (
    <Dialog open onClose={() => !create.isPending && onClose()} title="Create Notification">
      <form onSubmit={onSubmit} noValidate aria-label="Create notification" className="flex flex-col gap-4">
        <Input label="Title" maxLength={NOTIFICATION_TITLE_MAX} {...register('title')} error={errors.title?.message} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="notification-message" className="text-sm font-medium text-ink">
            Message
          </label>
          <textarea
            id="notification-message"
            rows={4}
            maxLength={NOTIFICATION_MESSAGE_MAX}
            aria-invalid={errors.message ? true : undefined}
            className={cn(inputClasses, 'h-auto py-2')}
            {...register('message')}
          />
          {errors.message && <p className="text-xs font-medium text-danger">{errors.message.message}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Type" {...register('type')}>
            {NOTIFICATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t[0]!.toUpperCase() + t.slice(1)}
              </option>
            ))}
          </Select>
          <Select label="Target" {...register('target')}>
            {NOTIFICATION_TARGETS.map((t) => (
              <option key={t} value={t}>
                {TARGET_LABEL[t]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Send Notification
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteNotificationDialog({ notification, onClose }: { notification: AdminNotification; onClose: () => void }) {
  const remove = useDeleteNotification();
  const confirm = () =>
    remove.mutate(notification.id, {
      onSuccess: () => toast.success('Notification deleted'),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to delete notification'),
      onSettled: onClose,
    });
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} title="Delete notification" description={notification.title}>
      <p className="text-sm text-ink">It disappears from every user&rsquo;s notifications.</p>
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

function NotificationsPager(props: {
  first: number;
  last: number;
  canGoBack: boolean;
  canGoOn: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
      <p className="text-sm text-muted">
        Showing {props.first} to {props.last}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!props.canGoBack} onClick={props.onPrevious}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!props.canGoOn} onClick={props.onNext}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
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
                <NotificationsPager
                  first={shown.length > 0 ? first : 0}
                  last={first + shown.length - 1}
                  canGoBack={pages.canGoBack}
                  canGoOn={!!nextCursor && !list.isPlaceholderData}
                  onPrevious={pages.previous}
                  onNext={() => pages.next(nextCursor)}
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
