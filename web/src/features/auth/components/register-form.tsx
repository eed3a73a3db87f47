import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, REGISTRATION_SUCCESS_MESSAGE } from '../../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useRegister } from '../api/register';
import { useLogin } from '../api/login';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import '../../../i18n/locales/en/store';
import { RegisterForm as RegisterFormSchema, type RegisterForm as RegisterValues } from '../api/form-schemas';

interface RegisterFormProps {
  /** The account exists but signing in failed: the login tab takes over with this message. */
  onRegistered: (message: string) => void;
  /** Called once signed in instead of going to the dashboard (the purchase dialog stays where it is). */
  onSignedIn?: () => void;
}

/** Registration that signs the new account in (issue 21), still unverified where the store requires verification. */
export function RegisterForm({ onRegistered, onSignedIn }: RegisterFormProps) {
  const registerAccount = useRegister();
  const login = useLogin();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [message, setMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, ...body }) => {
    setMessage(undefined);
    registerAccount.mutate(body, {
      onSuccess: () =>
        login.mutate(
          { email: body.email, password: body.password },
          {
            onSuccess: ({ token, user }) => {
              signIn(token, user);
              toast.success(t('store.registeredSignedIn', { name: user.name }));
              if (onSignedIn) onSignedIn();
              else void navigate(paths.dashboard, { replace: true });
            },
            onError: () => {
              toast.success(REGISTRATION_SUCCESS_MESSAGE);
              onRegistered(REGISTRATION_SUCCESS_MESSAGE);
            },
          },
        ),
      onError: (error) => {
        const text = errorMessage(error);
        setMessage(text);
        toast.error(text);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.register')}>
      {message && <FormMessage text={message} />}
      <Input label={t('auth.fullName')} autoComplete="name" error={errors.name?.message} {...register('name')} />
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
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with two of: capitals, small letters, numbers, symbols.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" loading={registerAccount.isPending || login.isPending} className="w-full">
        {registerAccount.isPending || login.isPending ? t('auth.creating') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
