import { EditorDialog } from './editor-dialog';
import { Input } from '../../../components/ui/input';
import { useCreateTier, useUpdateTier, type LicenseTier } from '../api/licenses';
import { useDialogSave } from '../hooks/use-dialog-save';
import { Checkbox } from './plan-form-fields';
import { EMPTY_TIER_FORM, NEW_TIER_ID, TERM_LIMITS, TIER_FILES, TierForm, tierBodyOf, tierFormOf } from './license-tier-form';
import { useZodForm } from '../../../lib/use-zod-form';
import { PriceInput } from '../../../components/ui/price-input';

/** Create or edit a licence tier: name, files, usage limits (empty is unlimited), default price, exclusive, active. */
export function LicenseTierDialog({ tier, onClose }: { tier?: LicenseTier; onClose: () => void }) {
  const { register, handleSubmit, setError, errors } = useZodForm<TierForm>(TierForm, tier ? tierFormOf(tier) : EMPTY_TIER_FORM);
  const save = useDialogSave(onClose, 'Failed to save the licence tier', useCreateTier, useUpdateTier);

  const onSubmit = handleSubmit((form) => {
    const handlers = save.handlers(tier ? 'Licence tier updated' : 'Licence tier created');
    if (!tier && !NEW_TIER_ID.test(form.id.trim())) {
      setError('id', { message: 'Use 1–30 lower-case letters, digits, - or _' });
      return;
    }
    const { id, ...fields } = tierBodyOf(form);
    if (tier) save.update.mutate({ tierId: tier.id, body: fields }, handlers);
    else save.create.mutate({ id, ...fields }, handlers);
  });

  return (
    <EditorDialog editing={Boolean(tier)} noun="Licence Tier" createLabel="Create Tier" {...save.frame} onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Tier name" {...register('name')} error={errors.name?.message} maxLength={60} data-autofocus />
        {tier ? (
          <Input label="Tier id" value={tier.id} readOnly disabled hint="The id is fixed once the tier exists." />
        ) : (
          <Input label="Tier id" {...register('id')} error={errors.id?.message} maxLength={30} hint="e.g. premium-wav" />
        )}
        <PriceInput
          label="Default price (USD)"
          {...register('price')}
          error={errors.price?.message}
          hint="What a song asks unless it sets its own price."
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">Files delivered</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {TIER_FILES.map((f) => (
            <Checkbox key={f.value} label={f.label} value={f.value} {...register('deliverables')} />
          ))}
        </div>
        {errors.deliverables && <p className="text-xs font-medium text-danger">{errors.deliverables.message}</p>}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">Usage terms</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {TERM_LIMITS.map(({ key, label }) => (
            <Input key={key} label={label} inputMode="numeric" placeholder="Unlimited" {...register(key)} error={errors[key]?.message} />
          ))}
        </div>
        <p className="text-xs text-muted">Leave a limit empty for unlimited.</p>
      </fieldset>

      <div className="flex flex-wrap gap-6">
        <Checkbox label="Credit required" {...register('creditRequired')} />
        <Checkbox label="Exclusive (takes the song off sale)" {...register('exclusive')} />
        <Checkbox label="Active" {...register('active')} />
      </div>
    </EditorDialog>
  );
}
