import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateNotification, useDeleteNotification } from '../api/notifications';

export const TARGET_LABEL: Record<AdminNotification['target'], string> = {
  all: 'All users',
  premium: 'Premium users',
  free: 'Free users',
};

const NotificationForm = z.object({
  title: z.string().trim().min(1, 'Title is required').max(NOTIFICATION_TITLE_MAX, 'Title is too long'),
  message: z.string().trim().min(1, 'Message is required').max(NOTIFICATION_MESSAGE_MAX, 'Message is too long'),
  type: z.enum(NOTIFICATION_TYPES),
  target: z.enum(NOTIFICATION_TARGETS),
});
type NotificationForm = z.infer<typeof NotificationForm>;

/** The admin's new notification: title, message, type and who receives it. */
export function CreateNotificationDialog({ onClose }: { onClose: () => void }) {
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

export function DeleteNotificationDialog({ notification, onClose }: { notification: AdminNotification; onClose: () => void }) {
  const remove = useDeleteNotification();
  const confirm = () =>
    remove.mutate(notification.id, {
      onSuccess: () => toast.success('Notification deleted'),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to delete notification'),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      title="Delete notification"
      description={notification.title}
      confirmLabel="Delete"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      It disappears from every user&rsquo;s notifications.
    </ConfirmDialog>
  );
}
