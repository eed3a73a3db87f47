import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BIO_MAX_LENGTH, PHONE_MAX_LENGTH, type Profile } from '../../../../../shared/api/account';
import '../../../i18n/locales/en/profile';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { accountQueryPage } from './account-query';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangeEmail, useProfile, useUpdateProfile } from '../api/account';
import { AvatarPicker } from './avatar-picker';

interface Fields {
  name: string;
  phone: string;
  bio: string;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { name: profile.name, phone: profile.phone, bio: profile.bio } });
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('profile.saved')),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.message !== FALLBACK_ERROR_MESSAGE ? error.message : t('profile.failed')),
    }),
  );
  const name = profile.name || t('common.musicLover');
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('profile.form')}
      className="rounded-2xl border border-line bg-surface p-6"
    >
      <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
        <AvatarPicker profile={profile} />
        <div className="min-w-0">
          <p className="text-lg font-bold [overflow-wrap:anywhere]">{name}</p>
          <p className="text-sm text-muted">{profile.role === 'admin' ? t('profile.administrator') : t('common.musicLover')}</p>
        </div>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Input
          label={t('profile.fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', {
            validate: (v) => (v.trim() === '' ? t('profile.nameRequired') : v.trim().length > 100 ? t('profile.nameTooLong') : true),
          })}
        />
        <Input label={t('profile.email')} type="email" value={profile.email} readOnly hint={t('profile.emailHint')} />
        <Input
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          error={errors.phone?.message}
          {...register('phone', {
            validate: (v) => (v.trim() === '' || /^\+?[0-9][0-9 ()-]{5,19}$/.test(v.trim()) ? true : t('profile.phoneInvalid')),
          })}
        />
      </div>
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor="profile-bio" className="text-sm font-medium text-ink">
          {t('profile.bio')}
        </label>
        <textarea
          id="profile-bio"
          rows={4}
          maxLength={BIO_MAX_LENGTH}
          className="w-full rounded-lg border border-line bg-canvas p-3 text-sm text-ink"
          {...register('bio')}
        />
        <p className="text-xs text-muted">{t('profile.bioMax', { max: BIO_MAX_LENGTH })}</p>
      </div>
      <Button type="submit" className="mt-6" loading={update.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

/** Email change: the new address and the password; a link mailed there makes the change. */
function ChangeEmailForm() {
  const change = useChangeEmail();
  const { t } = useTranslation();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'error' }>();
  const submit = () => {
    setResult(undefined);
    change.mutate(
      { newEmail: newEmail.trim(), password },
      {
        onSuccess: ({ message }) => {
          setResult({ text: message, tone: 'success' });
          setPassword('');
          toast.success(message);
        },
        onError: (error) => setResult({ text: error instanceof ApiError ? error.message : t('profile.emailFailed'), tone: 'error' }),
      },
    );
  };
  return (
    <form
      aria-label={t('profile.changeEmail')}
      noValidate
      className="mt-6 rounded-2xl border border-line bg-surface p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-bold tracking-tight">{t('profile.changeEmail')}</h2>
      <p className="mt-1 text-sm text-muted">{t('profile.changeEmailText')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Input
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <PasswordInput
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {result && <FormMessage tone={result.tone} text={result.text} className="mt-4" />}
      <Button
        type="submit"
        variant="secondary"
        className="mt-4"
        loading={change.isPending}
        disabled={newEmail.trim() === '' || password === ''}
      >
        {t('profile.sendLink')}
      </Button>
    </form>
  );
}

/** Spec §2 Profile, saved on the server: avatar, name, phone and bio; the email is shown. */
export const ProfilePage = accountQueryPage(useProfile, 'profile.loadFailed', (data) => (
  <>
    <ProfileForm profile={data} />
    <ChangeEmailForm />
  </>
));
