import type { ComponentProps } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import type { PlanForm } from './plan-form-schema';

export function Checkbox({ label, ...props }: { label: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" className="size-4 accent-brand" {...props} />
      {label}
    </label>
  );
}

/** The plan's feature lines: add, edit, remove (removing the last one only empties it). */
export function FeatureList({ control, register }: { control: Control<PlanForm>; register: UseFormRegister<PlanForm> }) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'features' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Features</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-center gap-2">
          <input
            aria-label={`Feature ${index + 1}`}
            {...register(`features.${index}.value`)}
            maxLength={200}
            placeholder="e.g. Commercial licence"
            className={cn(inputClasses, 'flex-1')}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove feature ${index + 1}`}
            onClick={() => (fields.length > 1 ? remove(index) : replace([{ value: '' }]))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => append({ value: '' }, { shouldFocus: false })}>
        <Plus aria-hidden="true" className="size-4" />
        Add feature
      </Button>
    </fieldset>
  );
}
