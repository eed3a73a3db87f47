import { CheckCircle2, Clock, ShoppingBag, TrendingUp } from 'lucide-react';
import { useAdminOrderStats } from '../api/orders';
import { useStoreMoney } from '../hooks/use-store-money';
import { StatCard } from './stat-card';

/** The four figures above the orders table. */
export function OrderStats() {
  const { fromTaka } = useStoreMoney();
  const stats = useAdminOrderStats();
  const s = stats.data;
  return (
    <section aria-label="Order summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      <StatCard label="Total Orders" value={s && String(s.total)} icon={ShoppingBag} tone="text-brand" />
      <StatCard label="Completed" value={s && String(s.completed)} icon={CheckCircle2} tone="text-success" />
      <StatCard label="Pending" value={s && String(s.pending)} icon={Clock} tone="text-brand" />
      <StatCard label="Revenue" value={s && fromTaka(s.revenue)} icon={TrendingUp} tone="text-success" />
    </section>
  );
}
