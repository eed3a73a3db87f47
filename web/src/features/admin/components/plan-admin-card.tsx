import { Check, Copy, Pencil, Power, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn';
import { allowanceWithPeriod } from '../../../lib/subscription';
import { duplicateBody, useCreatePlan, useTogglePlan, type Plan } from '../api/pricing';
import { useStoreMoney } from '../hooks/use-store-money';
import { DURATION_SUFFIX, failure, QUALITY_LABEL } from './plan-display';

interface CardActions {
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
}

/** One plan with its edit, duplicate, activate and delete buttons. */
export function PlanAdminCard({ plan, onEdit, onDelete }: { plan: Plan } & CardActions) {
  const { fromUsd } = useStoreMoney();
  const toggle = useTogglePlan();
  const duplicate = useCreatePlan();
  const iconButton =
    'inline-flex size-9 items-center justify-center rounded-md border border-line bg-raised hover:border-brand/60 disabled:opacity-50';

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
      className={cn(
        'flex flex-col rounded-2xl border bg-surface p-5',
        plan.is_popular ? 'border-brand/60' : 'border-line',
        // Inactive shows by its badge and a dashed border: dimming the whole card (opacity) took its muted texts below AA contrast.
        !plan.is_active && 'border-dashed',
      )}
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
            {plan.is_popular && (
              <span className="rounded-full border border-brand/40 bg-brand/10 px-2 py-0.5 font-semibold text-brand">Popular</span>
            )}
          </p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-extrabold tabular-nums">{fromUsd(plan.price)}</span>
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
        <button
          type="button"
          className={cn(iconButton, 'text-ink')}
          onClick={() => onEdit(plan)}
          aria-label={`Edit ${plan.name}`}
          title="Edit"
        >
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
