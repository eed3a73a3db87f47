import { Copy, Pencil, Power, Trash2, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn';
import { allowanceWithPeriod } from '../../../lib/subscription';
import { duplicateBody, useCreatePlan, useTogglePlan, type Plan } from '../api/pricing';
import { useStoreMoney } from '../hooks/use-store-money';
import { DURATION_SUFFIX, failure, QUALITY_LABEL } from './plan-display';
import { CheckList } from '../../../components/ui/check-list';

interface CardActions {
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
}

interface CardButtonProps {
  icon: LucideIcon;
  /** The action's word, shown on hover; the button's name adds the plan's. */
  title: string;
  name: string;
  className: string;
  onClick: () => void;
  disabled?: boolean;
}

function CardButton({ icon: Icon, title, name, className, onClick, disabled }: CardButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md border border-line bg-raised hover:border-brand/60 disabled:opacity-50',
        className,
      )}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${title} ${name}`}
      title={title}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** One plan with its edit, duplicate, activate and delete buttons. */
export function PlanAdminCard({ plan, onEdit, onDelete }: { plan: Plan } & CardActions) {
  const { fromUsd } = useStoreMoney();
  const toggle = useTogglePlan();
  const duplicate = useCreatePlan();

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
      {plan.features.length > 0 && <CheckList items={plan.features} className="mt-3 flex flex-1 flex-col gap-1" />}
      <div className="mt-4 flex items-center gap-1.5 border-t border-line pt-4">
        <CardButton icon={Pencil} title="Edit" name={plan.name} className="text-ink" onClick={() => onEdit(plan)} />
        <CardButton
          icon={Copy}
          title="Duplicate"
          name={plan.name}
          className="text-ink"
          onClick={onDuplicate}
          disabled={duplicate.isPending}
        />
        <CardButton
          icon={Power}
          title={plan.is_active ? 'Deactivate' : 'Activate'}
          name={plan.name}
          className={plan.is_active ? 'text-brand' : 'text-success'}
          onClick={onToggle}
          disabled={toggle.isPending}
        />
        <CardButton icon={Trash2} title="Delete" name={plan.name} className="ml-auto text-danger" onClick={() => onDelete(plan)} />
      </div>
    </article>
  );
}
