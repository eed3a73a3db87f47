import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/reset';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Button } from '../../../components/ui/button';
import { ResetStep } from './reset-new-password-step';
import { RequestStep } from './reset-request-step';
import type { ResetMessage } from './reset-message';

/** The mailed link is the way in; a code typed by hand ('Have a code instead?') is the fallback (issue 21). */
type Step = 'request' | 'sent' | 'reset';

interface ResetPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Token from a reset link: the dialog opens at step 2 with it filled in, so only the new password is typed. */
  initialToken?: string;
}

export function ResetPasswordDialog({ open, onClose, initialToken }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('reset.title')} description={t('reset.description')}>
      <ResetPasswordFlow onClose={onClose} initialToken={initialToken} />
    </Dialog>
  );
}

function ResetPasswordFlow({ onClose, initialToken }: Omit<ResetPasswordDialogProps, 'open'>) {
  const [step, setStep] = useState<Step>(initialToken ? 'reset' : 'request');
  const [message, setMessage] = useState<ResetMessage>();
  const { t } = useTranslation();

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex gap-2 text-xs font-medium" aria-label={t('reset.progress')}>
        <li aria-current={step !== 'reset' ? 'step' : undefined} className={step !== 'reset' ? 'text-brand' : 'text-muted'}>
          {t('reset.stepRequest')}
        </li>
        <li aria-hidden="true" className="text-muted">
          →
        </li>
        <li aria-current={step === 'reset' ? 'step' : undefined} className={step === 'reset' ? 'text-brand' : 'text-muted'}>
          {t('reset.stepReset')}
        </li>
      </ol>
      {message && <FormMessage text={message.text} tone={message.tone} />}
      {step === 'sent' ? (
        <div className="flex flex-col gap-3 text-sm text-muted">
          <p data-testid="reset-check-mail">{t('reset.checkMail')}</p>
          <Button
            variant="link"
            onClick={() => {
              setMessage(undefined);
              setStep('reset');
            }}
            className="self-center text-sm"
          >
            {t('reset.haveToken')}
          </Button>
        </div>
      ) : step === 'request' ? (
        <RequestStep
          onMessage={setMessage}
          onRequested={() => setStep('sent')}
          onHaveToken={() => {
            setMessage(undefined);
            setStep('reset');
          }}
        />
      ) : (
        <ResetStep
          initialToken={initialToken}
          onMessage={setMessage}
          onDone={onClose}
          onRequestAgain={() => {
            setMessage(undefined);
            setStep('request');
          }}
        />
      )}
    </div>
  );
}
