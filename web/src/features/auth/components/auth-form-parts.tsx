import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import '../../../i18n/locales/en/auth';
import { errorMessage } from '../../../lib/api-client';
import type { AuthUser } from '../../../../../shared/api/auth';
import { useSession } from '../../../lib/session';
import { Input, type InputProps } from '../../../components/ui/input';

/** The email field of the sign-in, registration and reset forms (labelled 'Email' unless told). */
export function EmailInput({ label, ...props }: Omit<InputProps, 'label' | 'type'> & { label?: string }) {
  const { t } = useTranslation();
  return <Input label={label ?? t('auth.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/**
 * The message line above a form's fields: cleared when the form is sent again; a refusal shows
 * the server's message there and in a toast.
 */
export function useFormNotice(initial?: string) {
  const [message, setMessage] = useState(initial);
  return {
    message,
    clear: () => setMessage(undefined),
    fail: (error: unknown) => {
      const text = errorMessage(error);
      setMessage(text);
      toast.error(text);
    },
  };
}

/**
 * Starts the session a login answered, greets the user, and goes on: to `onSignedIn` where a
 * dialog waits for it (the purchase), else to the page `home` names for the user.
 */
export function useStartSession() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return (
    { token, user }: { token: string; user: AuthUser },
    greeting: string,
    home: (user: AuthUser) => string,
    onSignedIn?: () => void,
  ) => {
    signIn(token, user);
    toast.success(greeting);
    if (onSignedIn) onSignedIn();
    else void navigate(home(user), { replace: true });
  };
}
