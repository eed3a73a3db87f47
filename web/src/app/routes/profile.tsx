import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import '../../i18n/locales/en/profile';
import { RequireUser } from '../require-user';
import { ProfilePage } from '../../features/account/components/profile-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{t('profile.pageTitle', { siteName: site.name })}</title>
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
        <ProfilePage />
      </div>
    </RequireUser>
  );
}
