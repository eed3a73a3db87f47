import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useLogin } from '../api/login';
import { LoginForm as LoginFormSchema, type LoginForm as LoginValues } from '../api/form-schemas';

interface LoginFormProps {
  /** Message carried over from another step, such as a completed registration. */
  notice?: string;
  onForgotPassword: () => void;
  /** Called once signed in instead of going to the dashboard (the purchase dialog stays where it is). */
  onSignedIn?: () => void;
}

export function LoginForm({ notice, onForgotPassword, onSignedIn }: LoginFormProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  const { t } = useTranslation();
  const [message, setMessage] = useState(notice);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    setMessage(undefined);
    login.mutate(values, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        toast.success(t('auth.welcomeToast', { name: user.name }));
        if (onSignedIn) {
          onSignedIn();
          return;
        }
        void navigate(user.role === 'admin' ? paths.admin : paths.dashboard, { replace: true });
      },
      onError: (error) => {
        const text = errorMessage(error);
        setMessage(text);
        toast.error(text);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.login')}>
      {message && <FormMessage text={message} />}
      <Input
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
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
