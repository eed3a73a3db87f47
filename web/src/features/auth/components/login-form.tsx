import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { PasswordInput } from '../../../components/ui/password-input';
import { useLogin } from '../api/login';
import { LoginForm as LoginFormSchema, type LoginForm as LoginValues } from '../api/form-schemas';
import { EmailInput, useFormNotice, useStartSession } from './auth-form-parts';
import { useZodForm } from '../../../lib/use-zod-form';

interface LoginFormProps {
  /** Message carried over from another step, such as a completed registration. */
  notice?: string;
  onForgotPassword: () => void;
  /** Called once signed in instead of going to the dashboard (the purchase dialog stays where it is). */
  onSignedIn?: () => void;
}

export function LoginForm({ notice, onForgotPassword, onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const { t } = useTranslation();
  const form = useFormNotice(notice);
  const startSession = useStartSession();
  const { register, handleSubmit, errors } = useZodForm<LoginValues>(LoginFormSchema, { email: '', password: '' });

  const onSubmit = handleSubmit((values) => {
    form.clear();
    login.mutate(values, {
      onSuccess: (session) =>
        startSession(
          session,
          t('auth.welcomeToast', { name: session.user.name }),
          (user) => (user.role === 'admin' ? paths.admin : paths.dashboard),
          onSignedIn,
        ),
      onError: form.fail,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.login')}>
      {form.message && <FormMessage text={form.message} />}
      <EmailInput error={errors.email?.message} {...register('email')} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button type="button" onClick={onForgotPassword} className="rounded text-sm font-medium text-brand hover:underline">
          {t('auth.forgot')}
        </button>
      </div>
      <Button type="submit" size="lg" loading={login.isPending} className="w-full">
        {login.isPending ? t('auth.signingIn') : t('auth.login')}
      </Button>
    </form>
  );
}
