import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AUDIO_FORMATS, CURRENCIES, type SystemSettings } from '../../../../../shared/api/settings';
import { convertAmount, formatUsd } from '../../../../../shared/money';
import { CardDescription, CardTitle } from '../../../components/ui/card';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { TabPanel } from '../../../components/ui/tabs';
import { Checkbox } from './plan-form-fields';
import { Options } from '../../../components/ui/options';

interface PanelProps {
  active: boolean;
  register: UseFormRegister<SystemSettings>;
  errors: FieldErrors<SystemSettings>;
}

const number = { valueAsNumber: true } as const;

/** System settings, General tab: the store's name, addresses, currency and maintenance mode. */
export function GeneralSettingsPanel({ active, register, errors }: PanelProps) {
  return (
    <TabPanel idBase="settings" value="general" active={active} className="flex flex-col gap-4">
      <CardTitle>General</CardTitle>
      <CardDescription>The store&rsquo;s name and addresses, shown in the header, footer and mails.</CardDescription>
      <div className="grid gap-4 md:grid-cols-2">
        <Input label="Site name" maxLength={60} {...register('siteName')} error={errors.siteName?.message} />
        <Input label="Site URL" type="url" placeholder="https://" {...register('siteUrl')} error={errors.siteUrl?.message} />
        <Input label="Contact email" type="email" {...register('contactEmail')} error={errors.contactEmail?.message} />
        <Input label="Support email" type="email" {...register('supportEmail')} error={errors.supportEmail?.message} />
        <Select label="Currency" {...register('currency')} error={errors.currency?.message}>
          <Options items={CURRENCIES} />
        </Select>
      </div>
      <Input label="Site description" maxLength={500} {...register('siteDescription')} error={errors.siteDescription?.message} />
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        Office address
        <textarea
          rows={3}
          maxLength={300}
          aria-describedby="settings-address-hint"
          aria-invalid={errors.address ? true : undefined}
          className={inputClasses.replace('h-11', 'min-h-11 py-2')}
          {...register('address')}
        />
        <span id="settings-address-hint" className="text-xs font-normal text-muted">
          {errors.address?.message ?? 'One line per line; shown on Contact, in the footer and the support widget. Empty shows none.'}
        </span>
      </label>
      <Checkbox label="Maintenance mode (visitors see a maintenance page; admins keep working)" {...register('maintenanceMode')} />
    </TabPanel>
  );
}

/** `1000` → 'Artists are paid in taka; ৳1,000 is $9.09.' (nothing while the field holds no number). */
const payoutHint = (taka: number) =>
  `Artists are paid in taka${Number.isFinite(taka) ? `; ৳${taka.toLocaleString('en-US')} is ${formatUsd(convertAmount(taka, 'BDT', 'USD'))}` : ''}.`;

/** System settings, Business tab: prices, commission, the artists' minimum payout and what uploads may be. */
export function BusinessSettingsPanel({ active, register, errors, minPayout }: PanelProps & { minPayout: number }) {
  return (
    <TabPanel idBase="settings" value="business" active={active} className="flex flex-col gap-4">
      <CardTitle>Business</CardTitle>
      <CardDescription>Prices, commission, artists&rsquo; payouts and what uploads may be.</CardDescription>
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label="Commission rate (%)"
          type="number"
          min={0}
          max={100}
          step="any"
          {...register('commissionRate', number)}
          error={errors.commissionRate?.message}
        />
        <Input
          label="Maximum file size (MB)"
          type="number"
          min={1}
          step={1}
          {...register('maxFileSize', number)}
          error={errors.maxFileSize?.message}
        />
        <Input label="Minimum price" type="number" min={0} step={0.01} {...register('minPrice', number)} error={errors.minPrice?.message} />
        <Input label="Maximum price" type="number" min={0} step={0.01} {...register('maxPrice', number)} error={errors.maxPrice?.message} />
        <Input
          label="Minimum payout (BDT)"
          type="number"
          min={0}
          step={1}
          hint={payoutHint(minPayout)}
          {...register('minPayout', number)}
          error={errors.minPayout?.message}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">Allowed formats</legend>
        <div className="flex gap-4">
          {AUDIO_FORMATS.map((format) => (
            <Checkbox key={format} label={format.toUpperCase()} value={format} {...register('allowedFormats')} />
          ))}
        </div>
        {errors.allowedFormats && (
          <p role="alert" className="text-sm text-danger">
            {errors.allowedFormats.message ?? errors.allowedFormats.root?.message}
          </p>
        )}
      </fieldset>
      <Checkbox label="Allow guest checkout" {...register('allowGuestCheckout')} />
      <Checkbox label="Auto-approve uploads" {...register('autoApproveUploads')} />
      <Checkbox label="Enable reviews" {...register('enableReviews')} />
    </TabPanel>
  );
}
