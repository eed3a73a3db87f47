import { useState } from 'react';
import { useAdminPlans, type Plan } from '../api/pricing';
import { AdminHeader } from './admin-layout';
import { ListLoadError } from './list-load-error';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanAdminCard } from './plan-admin-card';
import { PlanFormDialog } from './plan-form-dialog';
import { PlanStats } from './plan-stats';

/** Admin §2.10: plan stats, the plan cards, and create, edit, duplicate, toggle and delete. */
export function AdminPricingPage() {
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<{ plan?: Plan }>();
  const [deleting, setDeleting] = useState<Plan>();

  return (
    <>
      <AdminHeader
        title="Pricing Plans"
        description="Subscription plans on /pricing and /subscription. Inactive plans are hidden from buyers."
        create={{ label: 'Create Plan', onClick: () => setEditing({}) }}
      />
      <PlanStats />
      <section aria-label="Plans" className="mt-6">
        {plans.isPending ? (
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-72 animate-pulse rounded-2xl bg-surface" />
            ))}
          </div>
        ) : plans.isError ? (
          <ListLoadError what="pricing plans" query={plans} className="rounded-2xl border border-line bg-surface p-6" />
        ) : plans.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">No plans yet. Create the first one.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanAdminCard key={plan.id} plan={plan} onEdit={(p) => setEditing({ plan: p })} onDelete={setDeleting} />
            ))}
          </div>
        )}
      </section>
      {editing && <PlanFormDialog plan={editing.plan} onClose={() => setEditing(undefined)} />}
      {deleting && <DeletePlanDialog plan={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
