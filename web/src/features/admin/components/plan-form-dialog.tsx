import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Input, inputClasses } from '../../../components/ui/input';
import { planBody, useCreatePlan, useUpdatePlan, type Plan, type PlanBody } from '../api/pricing';

export const QUALITY_LABEL: Record<Plan['quality_limit'], string> = {
  standard: 'Standard (128kbps)',
  high: 'High (320kbps)',
  premium: 'Premium (FLAC)',
};
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

interface FormState {
  name: string;
  price: string;
  duration: Plan['duration'];
  downloadLimit: string;
  limitType: Plan['download_limit_type'];
  features: string[];
  isPopular: boolean;
  isActive: boolean;
  trialDays: string;
  maxDevices: string;
  quality: Plan['quality_limit'];
}

const EMPTY: FormState = {
  name: '',
  price: '',
  duration: 'monthly',
  downloadLimit: '',
  limitType: 'monthly',
  features: [''],
  isPopular: false,
  isActive: true,
  trialDays: '0',
  maxDevices: '1',
  quality: 'high',
};

function fromPlan(plan: Plan): FormState {
  const body = planBody(plan);
  return {
    name: body.name,
    price: String(body.price),
    duration: body.duration,
    downloadLimit: body.download_limit === null ? '' : String(body.download_limit),
    limitType: body.download_limit_type,
    features: body.features.length > 0 ? body.features : [''],
    isPopular: body.is_popular,
    isActive: body.is_active,
    trialDays: String(body.trial_days),
    maxDevices: String(body.max_devices),
    quality: body.quality_limit,
  };
}

/** Admin §5: a value that is not a whole number falls back (trial days to 0, devices to 1). */
const wholeOr = (text: string, fallback: number): number => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

function toBody(form: FormState): PlanBody {
  const limit = form.downloadLimit.trim();
  return {
    name: form.name.trim(),
    price: Number(form.price),
    duration: form.duration,
    download_limit: limit === '' ? null : Number(limit),
    download_limit_type: form.limitType,
    features: form.features.map((f) => f.trim()).filter(Boolean),
    is_popular: form.isPopular,
    is_active: form.isActive,
    trial_days: wholeOr(form.trialDays, 0),
    max_devices: Math.max(1, wholeOr(form.maxDevices, 1)),
    quality_limit: form.quality,
  };
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClasses}>
        {children}
      </select>
    </div>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-brand" />
      {label}
    </label>
  );
}

interface PlanFormDialogProps {
  /** The plan to edit; undefined creates a new one. */
  plan?: Plan;
  onClose: () => void;
}

/** Admin §2.10 create/edit modal. Name and price are required; an empty download limit is unlimited. */
export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  const [form, setForm] = useState<FormState>(() => (plan ? fromPlan(plan) : EMPTY));
  const [errors, setErrors] = useState<{ name?: string; price?: string; downloadLimit?: string }>({});
  const [serverError, setServerError] = useState<string>();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!form.name.trim()) next.name = 'Plan name is required';
    const price = form.price.trim();
    if (price === '') next.price = 'Price is required';
    else if (!Number.isFinite(Number(price)) || Number(price) < 0) next.price = 'Price must be a number of at least 0';
    const limit = form.downloadLimit.trim();
    if (limit !== '' && (!Number.isInteger(Number(limit)) || Number(limit) < 1)) {
      next.downloadLimit = 'Enter a whole number of at least 1, or leave empty for unlimited';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setServerError(undefined);
    const body = toBody(form);
    const handlers = {
      onSuccess: () => {
        toast.success(plan ? 'Plan updated successfully!' : 'Plan created successfully!');
        onClose();
      },
      onError: (error: unknown) => setServerError(error instanceof ApiError ? error.message : 'Failed to save plan'),
    };
    if (plan) update.mutate({ id: plan.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  const setFeature = (index: number, value: string) => set('features', form.features.map((f, i) => (i === index ? value : f)));

  return (
    <Dialog open onClose={() => !busy && onClose()} title={plan ? 'Edit Plan' : 'Create Plan'} className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-label={plan ? 'Edit plan' : 'Create plan'} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Plan name" value={form.name} onChange={(e) => set('name', e.target.value)} error={errors.name} maxLength={60} data-autofocus />
          <Input
            label="Price (USD)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={form.price}
            onChange={(e) => set('price', e.target.value)}
            error={errors.price}
          />
          <Select label="Duration" value={form.duration} onChange={(v) => set('duration', v as Plan['duration'])}>
            {DURATIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </Select>
          <Select label="Quality" value={form.quality} onChange={(v) => set('quality', v as Plan['quality_limit'])}>
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
            value={form.downloadLimit}
            onChange={(e) => set('downloadLimit', e.target.value)}
            error={errors.downloadLimit}
          />
          <Select label="Limit period" value={form.limitType} onChange={(v) => set('limitType', v as Plan['download_limit_type'])}>
            {LIMIT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
          <Input label="Trial days" inputMode="numeric" value={form.trialDays} onChange={(e) => set('trialDays', e.target.value)} />
          <Input label="Max devices" inputMode="numeric" value={form.maxDevices} onChange={(e) => set('maxDevices', e.target.value)} />
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Features</legend>
          {form.features.map((feature, index) => (
            <div key={index} className="flex items-center gap-2">
              <input
                aria-label={`Feature ${index + 1}`}
                value={feature}
                onChange={(e) => setFeature(index, e.target.value)}
                maxLength={200}
                placeholder="e.g. Commercial licence"
                className={cn(inputClasses, 'flex-1')}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove feature ${index + 1}`}
                onClick={() => set('features', form.features.length > 1 ? form.features.filter((_, i) => i !== index) : [''])}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" className="self-start" onClick={() => set('features', [...form.features, ''])}>
            <Plus aria-hidden="true" className="size-4" />
            Add feature
          </Button>
        </fieldset>

        <div className="flex flex-wrap gap-6">
          <Checkbox label="Most popular" checked={form.isPopular} onChange={(v) => set('isPopular', v)} />
          <Checkbox label="Active" checked={form.isActive} onChange={(v) => set('isActive', v)} />
        </div>

        {serverError && <FormMessage tone="error" text={serverError} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {plan ? 'Save Changes' : 'Create Plan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
