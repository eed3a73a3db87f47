import { EditorDialog } from './editor-dialog';
import { Input } from '../../../components/ui/input';
import { useCreatePlan, useUpdatePlan, type Plan } from '../api/pricing';
import { useDialogSave } from '../hooks/use-dialog-save';
import { QUALITY_LABEL } from './plan-display';
import { Select } from '../../../components/ui/select';
import { Checkbox, FeatureList } from './plan-form-fields';
import { EMPTY_PLAN_FORM, PlanForm, planBodyOf, planFormOf } from './plan-form-schema';
import { useZodForm } from '../../../lib/use-zod-form';
import { PriceInput } from '../../../components/ui/price-input';
import { Options } from '../../../components/ui/options';

const DURATIONS: { value: Plan['duration']; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'lifetime', label: 'Lifetime' },
];
const LIMIT_TYPES: { value: Plan['download_limit_type']; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

interface PlanFormDialogProps {
  /** The plan to edit; undefined creates a new one. */
  plan?: Plan;
  onClose: () => void;
}

/** Admin §2.10 create/edit modal. Name and price are required; an empty download limit is unlimited. */
export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  const { register, control, handleSubmit, errors } = useZodForm<PlanForm>(PlanForm, plan ? planFormOf(plan) : EMPTY_PLAN_FORM);
  const save = useDialogSave(onClose, 'Failed to save plan', useCreatePlan, useUpdatePlan);

  const onSubmit = handleSubmit((form) => {
    const handlers = save.handlers(plan ? 'Plan updated successfully!' : 'Plan created successfully!');
    const body = planBodyOf(form);
    if (plan) save.update.mutate({ id: plan.id, body }, handlers);
    else save.create.mutate(body, handlers);
  });

  return (
    <EditorDialog editing={Boolean(plan)} noun="Plan" createLabel="Create Plan" {...save.frame} onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Plan name" {...register('name')} error={errors.name?.message} maxLength={60} data-autofocus />
        <PriceInput label="Price (USD)" {...register('price')} error={errors.price?.message} />
        <Select label="Duration" {...register('duration')}>
          <Options items={DURATIONS} />
        </Select>
        <Select label="Quality" {...register('quality')}>
          {Object.entries(QUALITY_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Input
          label="Download limit"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          placeholder="Unlimited"
          hint="Leave empty for unlimited downloads."
          {...register('downloadLimit')}
          error={errors.downloadLimit?.message}
        />
        <Select label="Limit period" {...register('limitType')}>
          <Options items={LIMIT_TYPES} />
        </Select>
        <Input label="Trial days" inputMode="numeric" {...register('trialDays')} />
        <Input label="Max devices" inputMode="numeric" {...register('maxDevices')} />
      </div>

      <FeatureList control={control} register={register} />

      <div className="flex flex-wrap gap-6">
        <Checkbox label="Most popular" {...register('isPopular')} />
        <Checkbox label="Active" {...register('isActive')} />
      </div>
    </EditorDialog>
  );
}
