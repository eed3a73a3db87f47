import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck, MailX } from 'lucide-react';
import { toast } from 'sonner';
import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_INVALID_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
} from '../../../../../shared/constants';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
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

const TEXT: Record<Outcome, string> = {
  verified: EMAIL_VERIFIED_MESSAGE,
  used: VERIFY_LINK_USED_MESSAGE,
  expired: VERIFY_LINK_EXPIRED_MESSAGE,
  invalid: VERIFY_LINK_INVALID_MESSAGE,
};

function ResendButton() {
  const resend = useResendVerification();
  return (
    <Button
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (message) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      Send a new link
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
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Email verification</h1>
      {outcome === undefined ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Verifying your email address…
        </p>
      ) : (
        <>
          <Icon aria-hidden="true" className={good ? 'size-12 text-success' : 'size-12 text-danger'} />
          <p role={good ? 'status' : 'alert'} className="text-ink">
            {/* An email-change link answers with its own text ('Your email address has been changed…'). */}
            {outcome === 'verified' && verify.data ? verify.data : TEXT[outcome]}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {good && (
              <Link to={paths.browse} className={buttonClasses()}>
                Browse music
              </Link>
            )}
            {!good && signedIn && <ResendButton />}
            {!good && !signedIn && (
              <Link to={paths.auth} className={buttonClasses()}>
                Sign in to get a new link
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
