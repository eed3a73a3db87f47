import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import type { WhatsAppSettings } from '../../../../../shared/api/catalogue';
import { WHATSAPP_MESSAGE_MAX, WHATSAPP_NUMBER } from '../../../../../shared/api/settings';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { whatsAppLink } from '../../../components/support/whatsapp-link';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useAdminWhatsAppSettings, useSaveWhatsAppSettings } from '../api/settings';
import { Checkbox } from './plan-form-fields';
import { adminQueryPage } from './admin-query-page';
import { SaveButton } from './save-button';
import { useZodForm } from '../../../lib/use-zod-form';
import countryCodes from './country-codes.json';

/** Country codes offered in the picker, three-digit codes first so a longer code is matched before a shorter one. */
export const COUNTRY_CODES: readonly { code: string; label: string }[] = countryCodes;
const OTHER = 'other';

/** Splits a stored number into a known country code and the rest; unknown codes stay whole. */
export function splitNumber(phoneNumber: string): { country: string; local: string } {
  const known = COUNTRY_CODES.find(({ code }) => phoneNumber.startsWith(code) && phoneNumber.length > code.length);
  return known ? { country: known.code, local: phoneNumber.slice(known.code.length) } : { country: OTHER, local: phoneNumber };
}

/**
 * The number wa.me wants: the country code, then the national number without its trunk 0
 * (a Bangladeshi 01XXXXXXXXX becomes 8801XXXXXXXXX); spaces, dashes and a plus are dropped.
 */
export function joinNumber(country: string, local: string): string {
  const digits = local.replace(/[\s()+-]/g, '');
  return country === OTHER ? digits : `${country}${digits.replace(/^0+/, '')}`;
}

const WhatsAppForm = z
  .object({
    enabled: z.boolean(),
    country: z.string(),
    local: z.string(),
    message: z.string().max(WHATSAPP_MESSAGE_MAX, `Message must be at most ${WHATSAPP_MESSAGE_MAX} characters`),
  })
  .superRefine((form, ctx) => {
    if (!WHATSAPP_NUMBER.test(joinNumber(form.country, form.local))) {
      ctx.addIssue({
        code: 'custom',
        path: ['local'],
        message: 'Phone number must be 8 to 15 digits with the country code and no plus sign',
      });
    }
  });
type WhatsAppForm = z.infer<typeof WhatsAppForm>;

const formOf = (s: WhatsAppSettings): WhatsAppForm => ({ enabled: s.enabled, ...splitNumber(s.phoneNumber), message: s.message });

function Preview({ enabled, phoneNumber, message }: WhatsAppSettings) {
  const valid = WHATSAPP_NUMBER.test(phoneNumber);
  return (
    <Card aria-labelledby="preview-heading" role="region" className="flex flex-col gap-3">
      <CardTitle id="preview-heading">Preview</CardTitle>
      {!enabled ? (
        <p className="text-sm text-muted">Chat is off: the footer, the support widget and the help page show no WhatsApp link.</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Buyers open a chat with <span className="font-semibold text-ink tabular-nums">{valid ? `+${phoneNumber}` : '…'}</span>, starting
            with:
          </p>
          <p className="self-start whitespace-pre-wrap rounded-2xl rounded-tl-sm bg-success/15 px-4 py-2 text-sm text-ink [overflow-wrap:anywhere]">
            {message || 'No greeting: the chat opens empty.'}
          </p>
          {valid && (
            <a
              href={whatsAppLink(phoneNumber, message)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 self-start rounded font-semibold text-brand hover:underline"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              Test the chat link
            </a>
          )}
        </>
      )}
    </Card>
  );
}

function WhatsAppSettingsForm({ settings }: { settings: WhatsAppSettings }) {
  const messageId = useId();
  const { register, handleSubmit, reset, control, setError, errors } = useZodForm<WhatsAppForm>(WhatsAppForm, formOf(settings));
  const save = useSaveWhatsAppSettings();
  const form = useWatch({ control });
  const preview = {
    enabled: form.enabled ?? settings.enabled,
    phoneNumber: joinNumber(form.country ?? OTHER, form.local ?? ''),
    message: (form.message ?? '').trim(),
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { enabled: values.enabled, phoneNumber: joinNumber(values.country, values.local), message: values.message.trim() },
      {
        onSuccess: (saved) => {
          reset(formOf(saved));
          toast.success('WhatsApp settings updated successfully!');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setError('local', { message: error.message });
          toast.error('Failed to update WhatsApp settings');
        },
      },
    ),
  );

  const length = form.message?.length ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={onSubmit} noValidate aria-label="WhatsApp settings">
        <Card className="flex flex-col gap-4">
          <Checkbox label="Enable WhatsApp chat" {...register('enabled')} />
          <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
            <Select label="Country code" {...register('country')}>
              {COUNTRY_CODES.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
              <option value={OTHER}>Other (type the full number)</option>
            </Select>
            <Input
              label="Phone number"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              hint={
                form.country === OTHER ? 'Country code first, digits only, no plus sign.' : 'A leading 0 is dropped after the country code.'
              }
              {...register('local')}
              error={errors.local?.message}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={messageId} className="text-sm font-medium text-ink">
              Default message
            </label>
            <textarea
              id={messageId}
              rows={4}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${messageId}-count`}
              className={cn(inputClasses, 'h-auto py-2')}
              {...register('message')}
            />
            <p id={`${messageId}-count`} className={cn('text-xs', length > WHATSAPP_MESSAGE_MAX ? 'text-danger' : 'text-muted')}>
              {length}/{WHATSAPP_MESSAGE_MAX} characters
            </p>
            {errors.message && <p className="text-xs font-medium text-danger">{errors.message.message}</p>}
          </div>
          <SaveButton busy={save.isPending} />
        </Card>
      </form>
      <div className="flex flex-col gap-6">
        <Preview {...preview} />
        <Card>
          <CardTitle>Setup instructions</CardTitle>
          <CardDescription>How the chat button works.</CardDescription>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted">
            <li>Use a number that has WhatsApp or WhatsApp Business installed.</li>
            <li>Pick its country code and type the number; it is saved as digits only, as wa.me links need.</li>
            <li>Write the greeting buyers send first, so you know what they need.</li>
            <li>Save, then test the chat link from the preview.</li>
          </ol>
        </Card>
      </div>
    </div>
  );
}

/** Admin §2.14 WhatsApp Chat Settings: the number, greeting and switch of the site's support chat. */
export const AdminWhatsAppPage = adminQueryPage(
  {
    title: 'WhatsApp Chat Settings',
    description: 'The support chat link in the footer, the support widget and the help page.',
    errorTitle: 'Could not load the WhatsApp settings',
  },
  useAdminWhatsAppSettings,
  (data) => <WhatsAppSettingsForm settings={data} />,
);
