import { Link } from 'react-router-dom';
import { ArrowRight, Clock } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useAdminOrderStats } from '../api/orders';
import { AdminHeader } from './admin-layout';
import { UsersTable } from './users-table';

function PendingOrders() {
  const stats = useAdminOrderStats();
  if (!stats.isSuccess) return null;
  return (
    <section
      aria-label="Pending orders"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-2xl border border-brand/40 bg-brand/5 p-5"
    >
      <Clock aria-hidden="true" className="size-6 text-brand" />
      <p className="text-sm text-ink">
        <span className="text-2xl font-extrabold tabular-nums">{stats.data.pending}</span> orders waiting for payment approval
      </p>
      <Link to={paths.adminOrders} className={buttonClasses({ size: 'sm', className: 'ml-auto' })}>
        Review orders
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

export function AdminPage() {
  return (
    <>
      <AdminHeader title="Admin Dashboard" description="Manage the marketplace. More sections open here as they are built." />
      <PendingOrders />
      <UsersTable />
    </>
  );
}
