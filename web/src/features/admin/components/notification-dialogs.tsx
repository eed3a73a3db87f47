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
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useCreateNotification, useDeleteNotification } from '../api/notifications';
import { DeleteDialog } from './confirm-action-dialog';
import { Options } from '../../../components/ui/options';

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
    <FormDialog
      title="Create Notification"
      label="Create notification"
      confirmLabel="Send Notification"
      busy={create.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Input label="Title" maxLength={NOTIFICATION_TITLE_MAX} {...register('title')} error={errors.title?.message} />
      <Textarea label="Message" maxLength={NOTIFICATION_MESSAGE_MAX} {...register('message')} error={errors.message?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Type" {...register('type')}>
          <Options items={NOTIFICATION_TYPES} label={(t) => t[0]!.toUpperCase() + t.slice(1)} />
        </Select>
        <Select label="Target" {...register('target')}>
          <Options items={NOTIFICATION_TARGETS} label={(t) => TARGET_LABEL[t]} />
        </Select>
      </div>
    </FormDialog>
  );
}

const DELETE_NOTIFICATION = {
  title: 'Delete notification',
  confirmLabel: 'Delete',
  question: 'It disappears from every user\u2019s notifications.',
  done: 'Notification deleted',
  failed: 'Failed to delete notification',
};

export function DeleteNotificationDialog({ notification, onClose }: { notification: AdminNotification; onClose: () => void }) {
  const record = { id: notification.id, name: notification.title };
  return <DeleteDialog texts={DELETE_NOTIFICATION} record={record} action={useDeleteNotification()} onClose={onClose} />;
}
