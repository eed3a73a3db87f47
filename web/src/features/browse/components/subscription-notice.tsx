import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/library';
import { Link } from 'react-router-dom';
import { AlertCircle, BadgeCheck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { allowanceText, isUnlimited, subscriptionNotice, useMySubscription } from '../../../lib/subscription';

/** Spec §4 Subscription on browse: an active plan and its quota, any other status in red. */
export function SubscriptionNotice({ className }: { className?: string }) {
  const { data: subscription } = useMySubscription();
  const { t } = useTranslation();
  if (!subscription) return null;
  if (subscription.status === 'active') {
    const quota = isUnlimited(subscription.download_limit)
      ? t('subscription.unlimitedDownloads')
      : t(`subscription.usedThis.${subscription.download_limit_type}`, {
          used: subscription.downloads_used,
          allowance: allowanceText(subscription.download_limit),
        });
    return (
      <p className={cn('flex items-center gap-2 text-sm text-success', className)} data-testid="subscription-notice">
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('subscription.planActive', { plan: subscription.plan_name, quota })}</span>
      </p>
    );
  }
  return (
    <p
      role="status"
      className={cn('flex flex-wrap items-center gap-2 text-sm font-medium text-danger', className)}
      data-testid="subscription-notice"
    >
      <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
      <span>{subscriptionNotice(subscription.status)}</span>
      {subscription.status === 'pending_payment' && (
        <Link to={paths.subscriptionInvoice(subscription.id)} className="underline underline-offset-2 hover:text-ink">
          {t('subscription.completePayment')}
        </Link>
      )}
      {(subscription.status === 'expired' || subscription.status === 'rejected') && (
        <Link to={paths.pricing} className="underline underline-offset-2 hover:text-ink">
          {t('subscription.viewPlans')}
        </Link>
      )}
    </p>
  );
}
