import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/reset';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck, MailX } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { localizeMessage } from '../../../lib/error-text';
import { useResendVerification, useVerifyEmail } from '../../../lib/email-verification';
import { useSession } from '../../../lib/session';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

type Outcome = 'verified' | 'used' | 'expired' | 'invalid';

function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && error.code === 'VERIFY_LINK_USED') return 'used';
  if (error instanceof ApiError && error.code === 'VERIFY_LINK_EXPIRED') return 'expired';
  return 'invalid';
}

const TEXT = {
  verified: 'verifyEmail.verified',
  used: 'verifyEmail.used',
  expired: 'verifyEmail.expired',
  invalid: 'verifyEmail.invalid',
} as const satisfies Record<Outcome, string>;

function ResendButton() {
  const resend = useResendVerification();
  const { t } = useTranslation();
  return (
    <Button
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (message) => toast.success(localizeMessage(message)),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {t('verifyEmail.resend')}
    </Button>
  );
}

/** /verify-email?token=…: uses the mailed single-use link once, and says how it went. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useSession().user !== null;
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { t } = useTranslation();

  useEffect(() => {
    // Once per page: the link is single-use, so a second request would read as "already used".
    if (token === '' || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const outcome: Outcome | undefined =
    token === '' ? 'invalid' : verify.isSuccess ? 'verified' : verify.isError ? outcomeOf(verify.error) : undefined;
  const good = outcome === 'verified' || outcome === 'used';
  const Icon = good ? MailCheck : MailX;

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('verifyEmail.title')}</h1>
      {outcome === undefined ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('verifyEmail.verifying')}
        </p>
      ) : (
        <>
          <Icon aria-hidden="true" className={good ? 'size-12 text-success' : 'size-12 text-danger'} />
          <p role={good ? 'status' : 'alert'} className="text-ink">
            {/* An email-change link answers with its own text ('Your email address has been changed…'). */}
            {outcome === 'verified' && verify.data ? localizeMessage(verify.data) : t(TEXT[outcome])}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {good && (
              <Link to={paths.browse} className={buttonClasses()}>
                {t('verifyEmail.browse')}
              </Link>
            )}
            {!good && signedIn && <ResendButton />}
            {!good && !signedIn && (
              <Link to={paths.auth} className={buttonClasses()}>
                {t('verifyEmail.signIn')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
