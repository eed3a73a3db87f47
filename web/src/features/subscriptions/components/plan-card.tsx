import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Sparkles } from 'lucide-react';
import '../../../i18n/locales/en/subscriptions';
import { cn } from '../../../lib/cn';
import { formatPrice, type DisplayCurrency } from '../../../lib/currency';
import { allowanceText, isUnlimited } from '../../../lib/subscription';
import type { Plan } from '../api/plans';
import { planFeatures } from '../../../../../shared/plan-features';
import { CheckList } from '../../../components/ui/check-list';

/** Spec: the plan named Pro is the one marked most popular (the stored flag agrees for seeded plans). */
export const isMostPopular = (plan: Plan): boolean => plan.is_popular || plan.name.trim().toLowerCase() === 'pro';

/** How a card's action button looks: full width, large, filled on the most popular plan. */
export const planActionStyle = (plan: Plan) =>
  ({ className: 'w-full', size: 'lg', variant: isMostPopular(plan) ? 'primary' : 'secondary' }) as const;

interface PlanCardProps {
  plan: Plan;
  currency: DisplayCurrency;
  action: ReactNode;
}

export function PlanCard({ plan, currency, action }: PlanCardProps) {
  const popular = isMostPopular(plan);
  const { t } = useTranslation();
  // One source for /pricing and /subscription (issue 21): what the plan's fields and licence tier deliver.
  const features = planFeatures(plan).map((f) => t(`plans.feature.${f.key}`, f.values ?? {}));
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-popular={popular || undefined}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-surface p-6',
        popular ? 'border-brand shadow-2xl shadow-brand/10 lg:-translate-y-2' : 'border-line',
      )}
    >
      {popular && (
        <p className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-brand px-3 py-1 text-xs font-bold uppercase tracking-wide text-canvas">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('plans.mostPopular')}
        </p>
      )}
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tabular-nums text-ink" data-testid={`plan-price-${plan.id}`}>
          {formatPrice(plan.price, currency)}
        </span>
        <span className="text-sm text-muted">{t(`plans.duration.${plan.duration}`)}</span>
      </p>
      <p className="mt-4 flex items-center gap-2 rounded-xl border border-line bg-canvas px-3 py-2 text-sm">
        <Download aria-hidden="true" className="size-4 shrink-0 text-brand" />
        <span>
          <strong className="font-semibold text-ink">{allowanceText(plan.download_limit)}</strong>{' '}
          <span className="text-muted">
            {isUnlimited(plan.download_limit) ? t('plans.downloads') : t(`plans.per.${plan.download_limit_type}`)}
          </span>
        </span>
      </p>
      <CheckList items={features} className="mt-5 flex flex-1 flex-col gap-2.5" aria-label={t('plans.features', { plan: plan.name })} />
      <div className="mt-6">{action}</div>
    </article>
  );
}

export function PlanCardSkeleton() {
  return <div aria-hidden="true" className="h-[26rem] animate-pulse rounded-3xl border border-line bg-surface" />;
}
