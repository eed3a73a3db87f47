import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/subscriptions';
import { formatDate } from '../../../lib/format-locale';
import { CancelSubscriptionButton } from '../../../components/subscription/cancel-subscription';
import { canCancel, cancelledText, useMySubscription } from '../../../lib/subscription';

/** The signed-in subscriber's plan above the plans: how long it runs, or that it was cancelled, and Cancel. */
export function CurrentSubscription() {
  const query = useMySubscription();
  const { t } = useTranslation();
  const sub = query.data;
  if (!sub || sub.status !== 'active') return null;
  const cancelled = cancelledText(sub);
  return (
    <section
      aria-label={t('plans.yourSubscription')}
      className="mx-auto mt-8 flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div>
        <p className="font-semibold text-ink">{t('plans.yourPlan', { plan: sub.plan_name })}</p>
        <p className={cancelled ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>
          {cancelled ?? (sub.end_date ? t('plans.activeUntil', { date: formatDate(sub.end_date) }) : t('plans.lifetimeAccess'))}
        </p>
        {sub.next_plan && (
          <p className="text-sm text-muted" data-testid="next-plan">
            {t('plans.nextPlan', { plan: sub.next_plan.plan_name, date: formatDate(sub.next_plan.start_date) })}
          </p>
        )}
      </div>
      {canCancel(sub) && <CancelSubscriptionButton subscription={sub} />}
    </section>
  );
}
