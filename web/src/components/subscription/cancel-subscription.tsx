import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import '../../i18n/locales/en/subscriptions';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-locale';
import { type MySubscription, useCancelSubscription } from '../../lib/subscription';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Cancel Subscription, confirmed: the plan keeps working to its end date and is not renewed. */
export function CancelSubscriptionButton({ subscription }: { subscription: MySubscription }) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const until = subscription.end_date ? formatDate(subscription.end_date) : '';
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('plans.cancelled', { date: until })),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('plans.cancelFailed')),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('plans.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('plans.cancelTitle')}
        description={subscription.plan_name}
        confirmLabel={t('plans.cancel')}
        cancelLabel={t('plans.keep')}
        onConfirm={confirm}
        danger
        busy={cancel.isPending}
      >
        <p className="text-sm text-ink">{t('plans.cancelText', { plan: subscription.plan_name, date: until })}</p>
      </ConfirmDialog>
    </>
  );
}
