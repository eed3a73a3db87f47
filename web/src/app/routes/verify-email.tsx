import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/reset';
import { site } from '../../config/site';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('verifyEmail.pageTitle', { siteName: site.name })}</title>
      <VerifyEmailPage />
    </>
  );
}
