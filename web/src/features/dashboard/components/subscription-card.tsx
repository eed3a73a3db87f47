import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import '../../../i18n/locales/en/library';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import {
  canCancel,
  cancelledText,
  isUnlimited,
  statusLabel,
  useMySubscription,
  type MySubscription,
  type SubscriptionStatus,
} from '../../../lib/subscription';
import { buttonClasses } from '../../../components/ui/button';
import { CancelSubscriptionButton } from '../../../components/subscription/cancel-subscription';
import { formatDate, formatDateTime } from '../../../lib/format-locale';
import { CardSkeleton } from '../../../components/ui/card-skeleton';

const STATUS_STYLE: Record<SubscriptionStatus, string> = {
  active: 'border-success/40 bg-success/10 text-success',
  pending_payment: 'border-danger/40 bg-danger/10 text-danger',
  pending_approval: 'border-danger/40 bg-danger/10 text-danger',
  queued: 'border-brand/40 bg-brand/10 text-brand',
  expired: 'border-danger/40 bg-danger/10 text-danger',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
};

function Shell({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="subscription-heading" className="rounded-2xl border border-line bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscription-heading" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <Crown aria-hidden="true" className="size-5 text-brand" />
          {t('subscription.mySubscription')}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Quota({ subscription }: { subscription: MySubscription }) {
  const { t } = useTranslation();
  if (isUnlimited(subscription.download_limit)) {
    return (
      <p className="text-2xl font-extrabold" data-testid="subscription-quota">
        {t('subscription.unlimited')}
        <span className="ml-2 text-sm font-medium text-muted">{t('subscription.downloaded', { count: subscription.downloads_used })}</span>
      </p>
    );
  }
  const share = subscription.download_limit > 0 ? Math.min(1, subscription.downloads_used / subscription.download_limit) : 1;
  return (
    <div>
      <p className="text-2xl font-extrabold tabular-nums" data-testid="subscription-quota">
        {subscription.downloads_used} / {subscription.download_limit}
        <span className="ml-2 text-sm font-medium text-muted">{t(`subscription.downloadsThis.${subscription.download_limit_type}`)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('subscription.downloadsUsed')}
        aria-valuemin={0}
        aria-valuemax={subscription.download_limit}
        aria-valuenow={subscription.downloads_used}
        className="mt-2 h-2 overflow-hidden rounded-full bg-raised"
      >
        <div className={cn('h-full rounded-full', share >= 1 ? 'bg-danger' : 'bg-brand')} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** The plan, its status and the download quota (spec §3 Subscription, current user). */
export function SubscriptionCard() {
  const query = useMySubscription();
  const { t } = useTranslation();
  if (query.isPending) return <CardSkeleton className="h-44" />;
  if (query.isError) {
    return (
      <Shell>
        <p className="mt-3 text-sm text-muted">{t('subscription.loadFailed')}</p>
      </Shell>
    );
  }
  const subscription = query.data;
  if (!subscription) {
    return (
      <Shell
        action={
          <Link to={paths.pricing} className={buttonClasses({ size: 'sm' })}>
            {t('subscription.viewPlansButton')}
          </Link>
        }
      >
        <p className="mt-3 text-sm text-muted">{t('subscription.none')}</p>
      </Shell>
    );
  }
  const active = subscription.status === 'active';
  return (
    <Shell
      action={
        <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[subscription.status])}>
          {statusLabel(subscription.status)}
        </span>
      }
    >
      <div className="mt-4 grid gap-6 sm:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">{t('subscription.plan')}</p>
          <p className="mt-1 text-2xl font-extrabold" data-testid="subscription-plan">
            {subscription.plan_name}
          </p>
        </div>
        {active ? (
          <Quota subscription={subscription} />
        ) : subscription.status === 'pending_payment' ? (
          <div className="text-sm text-muted">
            <p>{t('subscription.waitingPayment')}</p>
            <Link to={paths.subscriptionInvoice(subscription.id)} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
              {t('subscription.completePayment')}
            </Link>
          </div>
        ) : subscription.status === 'pending_approval' ? (
          <p className="text-sm text-muted">{t('subscription.submitted')}</p>
        ) : (
          <div className="text-sm text-muted">
            <p>{subscription.status === 'expired' ? t('subscription.expiredText') : t('subscription.rejectedText')}</p>
            <Link to={paths.pricing} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
              {t('subscription.viewPlansButton')}
            </Link>
          </div>
        )}
      </div>
      {active && (
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 border-t border-line pt-4 text-sm">
          {!isUnlimited(subscription.download_limit) && subscription.period_resets_at && (
            <div>
              <dt className="text-muted">{t('subscription.quotaResets')}</dt>
              <dd className="font-medium">{formatDateTime(subscription.period_resets_at)}</dd>
            </div>
          )}
          <div>
            <dt className="text-muted">
              {subscription.end_date
                ? subscription.cancelled_at
                  ? t('subscription.accessUntil')
                  : t('subscription.ends')
                : t('subscription.duration')}
            </dt>
            <dd className="font-medium">{subscription.end_date ? formatDate(subscription.end_date) : t('subscription.lifetime')}</dd>
          </div>
          {cancelledText(subscription) && (
            <p className="basis-full font-medium text-danger" data-testid="subscription-cancelled">
              {cancelledText(subscription)}
            </p>
          )}
          {canCancel(subscription) && (
            <div className="ml-auto">
              <CancelSubscriptionButton subscription={subscription} />
            </div>
          )}
        </dl>
      )}
    </Shell>
  );
}

/**
 * The card again on the Library tab, for an active subscriber only: a subscription download lands
 * there (`#downloads`), and the quota it just used should be in view.
 */
export function LibraryQuotaCard() {
  const query = useMySubscription();
  return query.data?.status === 'active' ? <SubscriptionCard /> : null;
}
