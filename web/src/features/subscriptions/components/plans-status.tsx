import { useTranslation } from 'react-i18next';
import { AlertCircle } from 'lucide-react';
import '../../../i18n/locales/en/subscriptions';
import { Button } from '../../../components/ui/button';
import type { usePlans } from '../api/plans';
import { PlanCardSkeleton } from './plan-card';

/** Loading, failure and empty states of a plan grid; null once there are plans to show. */
export function PlansStatus({ query }: { query: ReturnType<typeof usePlans> }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-6 md:grid-cols-3">
        <PlanCardSkeleton />
        <PlanCardSkeleton />
        <PlanCardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
        <AlertCircle aria-hidden="true" className="size-8 text-danger" />
        <p className="mt-3 font-semibold text-ink">{t('plans.loadFailed')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t('plans.tryAgain')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">{t('plans.none')}</p>;
  }
  return null;
}
