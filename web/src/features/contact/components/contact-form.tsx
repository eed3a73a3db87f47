import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/contact';
import { Send } from 'lucide-react';
import { ContactBody } from '../../../../../shared/api/catalogue';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input, inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { localizeMessage } from '../../../lib/error-text';
import { useSendContact } from '../api/send-contact';
import { useZodForm } from '../../../lib/use-zod-form';
import { useTimedFlag } from '../../../lib/use-timed-flag';

/** Spec §4: the success state shows for 3 seconds, then the form is idle again. */
export const CONTACT_SUCCESS_MS = 3000;

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/** Name, email, subject and message, all required; posts to /api/contact. */
export function ContactForm({ label: givenLabel, defaultSubject = '' }: { label?: string; defaultSubject?: string }) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('contact.form.label');
  const send = useSendContact();
  const [sent, setSent] = useTimedFlag(CONTACT_SUCCESS_MS);
  const { register, handleSubmit, reset, errors } = useZodForm<ContactBody>(ContactBody, { ...EMPTY, subject: defaultSubject });

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        reset({ ...EMPTY, subject: defaultSubject });
        setSent(true);
      },
    });
  });

  const serverError =
    send.isError &&
    (send.error instanceof ApiError && send.error.status === 429 ? t('contact.form.rateLimited') : errorMessage(send.error));
  const messageId = `${label.replace(/\W+/g, '-').toLowerCase()}-message`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="flex flex-col gap-4">
      {sent && <FormMessage tone="success" text={t('contact.form.sent')} />}
      {serverError && !sent && <FormMessage tone="error" text={serverError} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('contact.form.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <Input
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Input label={t('contact.form.subject')} required error={errors.subject?.message} {...register('subject')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium text-ink">
          {t('contact.form.message')}
        </label>
        <textarea
          id={messageId}
          rows={5}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={cn(inputClasses, 'h-auto min-h-32 py-2')}
          {...register('message')}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="text-xs font-medium text-danger">
            {localizeMessage(errors.message.message ?? '')}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" loading={send.isPending} className="sm:self-start">
        {!send.isPending && <Send aria-hidden="true" className="size-4" />}
        {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
