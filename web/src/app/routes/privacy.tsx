import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/legal';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { PrivacyPage } from '../../features/legal/components/privacy-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead pageId="privacy" title={t('legal.privacy.pageTitle', { siteName: site.name })} />
      <PrivacyPage />
    </>
  );
}
