import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { type MySubscription, useCancelSubscription } from '../../lib/subscription';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Cancel Subscription, confirmed: the plan keeps working to its end date and is not renewed. */
export function CancelSubscriptionButton({ subscription }: { subscription: MySubscription }) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const until = subscription.end_date ? endDate.format(new Date(subscription.end_date)) : '';
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(`Subscription cancelled. You keep access until ${until}.`),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to cancel subscription'),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Cancel subscription
      </Button>
      {open && (
        <Dialog open onClose={() => !cancel.isPending && setOpen(false)} title="Cancel subscription?" description={subscription.plan_name}>
          <p className="text-sm text-ink">
            Your {subscription.plan_name} plan stays active until {until}, with your downloads as now. It will not be renewed.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep subscription
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
              Cancel subscription
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
