import { CancelSubscriptionButton } from '../../../components/subscription/cancel-subscription';
import { canCancel, cancelledText, useMySubscription } from '../../../lib/subscription';

const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The signed-in subscriber's plan above the plans: how long it runs, or that it was cancelled, and Cancel. */
export function CurrentSubscription() {
  const query = useMySubscription();
  const sub = query.data;
  if (!sub || sub.status !== 'active') return null;
  const cancelled = cancelledText(sub);
  return (
    <section
      aria-label="Your subscription"
      className="mx-auto mt-8 flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div>
        <p className="font-semibold text-ink">Your plan: {sub.plan_name}</p>
        <p className={cancelled ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>
          {cancelled ?? (sub.end_date ? `Active until ${endDate.format(new Date(sub.end_date))}` : 'Lifetime access')}
        </p>
      </div>
      {canCancel(sub) && <CancelSubscriptionButton subscription={sub} />}
    </section>
  );
}
