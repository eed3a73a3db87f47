import { CheckCircle2, DollarSign, Tags, Users } from 'lucide-react';
import { usePlanStats } from '../api/pricing';
import { useStoreMoney } from '../hooks/use-store-money';
import { StatCard } from './stat-card';

/** The four figures above the plan cards. */
export function PlanStats() {
  const { fromUsd } = useStoreMoney();
  const stats = usePlanStats();
  const s = stats.data;
  // Admin §8: a failed stats load is only logged; the cards show dashes.
  const show = (value: (data: NonNullable<typeof s>) => string) => (s ? value(s) : stats.isError ? '—' : undefined);
  return (
    <section aria-label="Plan summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      <StatCard label="Total Plans" value={show((d) => String(d.total_plans))} icon={Tags} />
      <StatCard label="Active Plans" value={show((d) => String(d.active_plans))} icon={CheckCircle2} />
      <StatCard label="Subscribers" value={show((d) => String(d.total_subscribers))} icon={Users} />
      <StatCard label="Monthly Revenue" value={show((d) => fromUsd(d.monthly_revenue))} icon={DollarSign} />
    </section>
  );
}
