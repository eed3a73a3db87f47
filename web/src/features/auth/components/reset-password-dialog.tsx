import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { RESET_DIALOG_CLOSE_MS } from '../../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage, type MessageTone } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import {
  ForgotPasswordForm,
  ResetPasswordForm,
  type ForgotPasswordForm as ForgotValues,
  type ResetPasswordForm as ResetValues,
} from '../api/form-schemas';

type Step = 'request' | 'reset';
interface Message {
  text: string;
  tone: MessageTone;
}

interface ResetPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Token from a reset link: the dialog opens at step 2 with it filled in. */
  initialToken?: string;
}

export function ResetPasswordDialog({ open, onClose, initialToken }: ResetPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Reset Password"
      description="We'll email you a reset token, then you choose a new password."
    >
      <ResetPasswordFlow onClose={onClose} initialToken={initialToken} />
    </Dialog>
  );
}

function ResetPasswordFlow({ onClose, initialToken }: Omit<ResetPasswordDialogProps, 'open'>) {
  const [step, setStep] = useState<Step>(initialToken ? 'reset' : 'request');
  const [message, setMessage] = useState<Message>();

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex gap-2 text-xs font-medium" aria-label="Progress">
        <li aria-current={step === 'request' ? 'step' : undefined} className={step === 'request' ? 'text-brand' : 'text-muted'}>
          1. Request token
        </li>
        <li aria-hidden="true" className="text-muted">
          →
        </li>
        <li aria-current={step === 'reset' ? 'step' : undefined} className={step === 'reset' ? 'text-brand' : 'text-muted'}>
          2. New password
        </li>
      </ol>
      {message && <FormMessage text={message.text} tone={message.tone} />}
      {step === 'request' ? (
        <RequestStep
          onMessage={setMessage}
          onRequested={() => setStep('reset')}
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

interface RequestStepProps {
  onMessage: (message: Message | undefined) => void;
  onRequested: () => void;
  onHaveToken: () => void;
}

function RequestStep({ onMessage, onRequested, onHaveToken }: RequestStepProps) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
    setFocus,
  } = useForm<ForgotValues>({ resolver: zodResolver(ForgotPasswordForm), defaultValues: { email: '' } });

  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    onMessage(undefined);
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        onMessage({ text: message, tone: 'success' });
        onRequested();
      },
      onError: (error) => onMessage({ text: errorMessage(error), tone: 'error' }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Request a reset token">
      <Input label="Email" type="email" autoComplete="email" inputMode="email" data-autofocus error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={forgot.isPending} className="w-full">
        {forgot.isPending ? 'Sending…' : 'Send Reset Token'}
      </Button>
      <Button variant="link" onClick={onHaveToken} className="self-center text-sm">
        I already have a reset token
      </Button>
    </form>
  );
}

interface ResetStepProps {
  initialToken?: string;
  onMessage: (message: Message | undefined) => void;
  onDone: () => void;
  onRequestAgain: () => void;
}

function ResetStep({ initialToken, onMessage, onDone, onRequestAgain }: ResetStepProps) {
  const reset = useResetPassword();
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    setFocus,
  } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { token: initialToken ?? '', newPassword: '', confirmPassword: '' },
  });

  useEffect(() => setFocus(initialToken ? 'newPassword' : 'token'), [setFocus, initialToken]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, RESET_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  const onSubmit = handleSubmit(({ token, newPassword }) => {
    onMessage(undefined);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ message }) => {
          onMessage({ text: message, tone: 'success' });
          toast.success(message);
          setSucceeded(true);
        },
        onError: (error) => onMessage({ text: errorMessage(error), tone: 'error' }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      <fieldset disabled={succeeded} className="flex flex-col gap-4">
        <Input
          label="Reset Token"
          autoComplete="one-time-code"
          spellCheck={false}
          data-autofocus={initialToken ? undefined : true}
          hint={initialToken ? 'Filled in from your reset link.' : 'Copy it from the email we sent you.'}
          error={errors.token?.message}
          {...register('token')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          data-autofocus={initialToken ? true : undefined}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} className="w-full">
          {reset.isPending ? 'Resetting…' : 'Reset Password'}
        </Button>
      </fieldset>
      {!succeeded && (
        <Button variant="link" onClick={onRequestAgain} className="self-center text-sm">
          Request a new token
        </Button>
      )}
    </form>
  );
}
