import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';
import { useEmailVerificationPending, useResendVerification } from '../../lib/email-verification';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';

/** Shown to a signed-in buyer whose email address still needs verifying before they can buy. */
export function VerifyEmailBanner() {
  const pending = useEmailVerificationPending();
  const email = useSession().user?.email;
  const resend = useResendVerification();
  const { t } = useTranslation();
  if (!pending) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-brand/40 bg-brand/15 px-4 py-2 text-center text-sm text-ink"
    >
      <MailWarning aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span>{email ? t('banner.verifyEmailTo', { email }) : t('banner.verifyEmail')}</span>
      <Button
        variant="link"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {t('banner.resend')}
      </Button>
    </div>
  );
}
