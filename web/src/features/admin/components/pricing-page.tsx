import { useState } from 'react';
import { Check, CheckCircle2, Copy, DollarSign, Pencil, Plus, Power, Tags, Trash2, Users } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { allowanceWithPeriod } from '../../../lib/subscription';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { duplicateBody, useAdminPlans, useCreatePlan, useDeletePlan, usePlanStats, useTogglePlan, type Plan } from '../api/pricing';
import { AdminHeader } from './admin-layout';
import { StatCard } from './stat-card';
import { PlanFormDialog, QUALITY_LABEL } from './plan-form-dialog';

export const DELETE_PLAN_CONFIRM = 'Are you sure you want to delete this plan?';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DURATION_SUFFIX: Record<Plan['duration'], string> = { monthly: '/month', yearly: '/year', lifetime: 'lifetime' };

/** A refused call shows the server's reason; no answer at all shows the generic text. */
const failure = (text: string, error: unknown) =>
  toast.error(text, error instanceof ApiError && !error.isNetworkError ? { description: error.message } : undefined);

function Stats() {
  const stats = usePlanStats();
  const s = stats.data;
  // Admin §8: a failed stats load is only logged; the cards show dashes.
  const show = (value: (data: NonNullable<typeof s>) => string) => (s ? value(s) : stats.isError ? '—' : undefined);
  return (
    <section aria-label="Plan summary" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      <StatCard label="Total Plans" value={show((d) => String(d.total_plans))} icon={Tags} />
      <StatCard label="Active Plans" value={show((d) => String(d.active_plans))} icon={CheckCircle2} />
      <StatCard label="Subscribers" value={show((d) => String(d.total_subscribers))} icon={Users} />
      <StatCard label="Monthly Revenue" value={show((d) => usd.format(d.monthly_revenue))} icon={DollarSign} />
    </section>
  );
}

interface CardActions {
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
}

function PlanAdminCard({ plan, onEdit, onDelete }: { plan: Plan } & CardActions) {
  const toggle = useTogglePlan();
  const duplicate = useCreatePlan();
  const iconButton = 'inline-flex size-9 items-center justify-center rounded-md border border-line bg-raised hover:border-brand/60 disabled:opacity-50';

  const onToggle = () =>
    toggle.mutate(plan, {
      onSuccess: () => toast.success(plan.is_active ? `${plan.name} deactivated` : `${plan.name} activated`),
      onError: (error) => failure('Failed to update plan status', error),
    });
  const onDuplicate = () =>
    duplicate.mutate(duplicateBody(plan), {
      onSuccess: () => toast.success('Plan duplicated successfully!'),
      onError: (error) => failure('Failed to duplicate plan', error),
    });

  return (
    <article
      aria-labelledby={`admin-plan-${plan.id}`}
      data-active={plan.is_active}
      className={cn('flex flex-col rounded-2xl border bg-surface p-5', plan.is_popular ? 'border-brand/60' : 'border-line', !plan.is_active && 'opacity-60')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`admin-plan-${plan.id}`} className="truncate text-lg font-bold">
            {plan.name}
          </h2>
          <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
            <span
              className={cn(
                'rounded-full border px-2 py-0.5 font-semibold',
                plan.is_active ? 'border-success/40 bg-success/10 text-success' : 'border-line bg-raised text-muted',
              )}
            >
              {plan.is_active ? 'Active' : 'Inactive'}
            </span>
            {plan.is_popular && <span className="rounded-full border border-brand/40 bg-brand/10 px-2 py-0.5 font-semibold text-brand">Popular</span>}
          </p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-extrabold tabular-nums">{usd.format(plan.price)}</span>
          <span className="block text-xs text-muted">{DURATION_SUFFIX[plan.duration]}</span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div className="col-span-2">
          <dt className="sr-only">Downloads</dt>
          <dd className="font-medium">{allowanceWithPeriod(plan.download_limit, plan.download_limit_type)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Quality</dt>
          <dd>{QUALITY_LABEL[plan.quality_limit]}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Trial / devices</dt>
          <dd>
            {plan.trial_days} days · {plan.max_devices} {plan.max_devices === 1 ? 'device' : 'devices'}
          </dd>
        </div>
      </dl>
      {plan.features.length > 0 && (
        <ul className="mt-3 flex flex-1 flex-col gap-1 text-sm text-ink/90">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex items-center gap-1.5 border-t border-line pt-4">
        <button type="button" className={cn(iconButton, 'text-ink')} onClick={() => onEdit(plan)} aria-label={`Edit ${plan.name}`} title="Edit">
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={cn(iconButton, 'text-ink')}
          onClick={onDuplicate}
          disabled={duplicate.isPending}
          aria-label={`Duplicate ${plan.name}`}
          title="Duplicate"
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={cn(iconButton, plan.is_active ? 'text-brand' : 'text-success')}
          onClick={onToggle}
          disabled={toggle.isPending}
          aria-label={`${plan.is_active ? 'Deactivate' : 'Activate'} ${plan.name}`}
          title={plan.is_active ? 'Deactivate' : 'Activate'}
        >
          <Power aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={cn(iconButton, 'ml-auto text-danger')}
          onClick={() => onDelete(plan)}
          aria-label={`Delete ${plan.name}`}
          title="Delete"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </article>
  );
}

function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const remove = useDeletePlan();
  const confirm = () =>
    remove.mutate(plan.id, {
      onSuccess: () => {
        toast.success('Plan deleted successfully!');
        onClose();
      },
      onError: (error) => {
        failure('Failed to delete plan', error);
        onClose();
      },
    });
  return (
    <Dialog open onClose={() => !remove.isPending && onClose()} title="Delete plan" description={plan.name}>
      <p className="text-sm text-ink">{DELETE_PLAN_CONFIRM}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={confirm}>
          Delete Plan
        </Button>
      </div>
    </Dialog>
  );
}

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
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            Create Plan
          </Button>
        }
      />
      <Stats />
      <section aria-label="Plans" className="mt-6">
        {plans.isPending ? (
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-72 animate-pulse rounded-2xl bg-surface" />
            ))}
          </div>
        ) : plans.isError ? (
          <div role="alert" className="rounded-2xl border border-line bg-surface p-6 text-sm text-danger">
            Failed to load pricing plans: {errorMessage(plans.error)}
            <Button variant="secondary" size="sm" className="ml-4" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          </div>
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
