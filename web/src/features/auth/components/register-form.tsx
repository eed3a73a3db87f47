import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, REGISTRATION_SUCCESS_MESSAGE } from '../../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useRegister } from '../api/register';
import { useLogin } from '../api/login';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/store';
import { RegisterForm as RegisterFormSchema, type RegisterForm as RegisterValues } from '../api/form-schemas';
import { EmailInput, useFormNotice, useStartSession } from './auth-form-parts';

interface RegisterFormProps {
  /** The account exists but signing in failed: the login tab takes over with this message. */
  onRegistered: (message: string) => void;
  /** Called once signed in instead of going to the dashboard (the purchase dialog stays where it is). */
  onSignedIn?: () => void;
  /** The address to start from (a guest's plan mail links here with the address it was bought with). */
  email?: string;
}

/** Registration that signs the new account in (issue 21), still unverified where the store requires verification. */
export function RegisterForm({ onRegistered, onSignedIn, email = '' }: RegisterFormProps) {
  const registerAccount = useRegister();
  const login = useLogin();
  const startSession = useStartSession();
  const { t } = useTranslation();
  const form = useFormNotice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, ...body }) => {
    form.clear();
    registerAccount.mutate(body, {
      onSuccess: () =>
        login.mutate(
          { email: body.email, password: body.password },
          {
            onSuccess: (session) =>
              startSession(session, t('store.registeredSignedIn', { name: session.user.name }), () => paths.dashboard, onSignedIn),
            onError: () => {
              toast.success(REGISTRATION_SUCCESS_MESSAGE);
              onRegistered(REGISTRATION_SUCCESS_MESSAGE);
            },
          },
        ),
      onError: form.fail,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t('auth.register')}>
      {form.message && <FormMessage text={form.message} />}
      <Input label={t('auth.fullName')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailInput error={errors.email?.message} {...register('email')} />
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
