import type { ReactNode } from 'react';
import { usePreferredCurrency } from '../../../lib/currency';
import type { Plan, usePlans } from '../api/plans';
import { PlanCard } from './plan-card';
import { PlansStatus } from './plans-status';

interface PlanGridProps {
  query: ReturnType<typeof usePlans>;
  /** The page's button on a plan's card. */
  action: (plan: Plan) => ReactNode;
}

/** The plans on offer as cards in the preferred currency, or the grid's loading, failure or empty state. */
export function PlanGrid({ query, action }: PlanGridProps) {
  const [currency] = usePreferredCurrency();
  return (
    <>
      <PlansStatus query={query} />
      {query.isSuccess && query.data.length > 0 && (
        <div className="grid gap-6 md:grid-cols-3">
          {query.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} currency={currency} action={action(plan)} />
          ))}
        </div>
      )}
    </>
  );
}
