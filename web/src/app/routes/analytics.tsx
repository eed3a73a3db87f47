import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import '../../i18n/locales/en/profile';
import { RequireUser } from '../require-user';
import { AnalyticsPage } from '../../features/account/components/analytics-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{t('analytics.pageTitle', { siteName: site.name })}</title>
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('analytics.title')}</h1>
        <AnalyticsPage />
      </div>
    </RequireUser>
  );
}
