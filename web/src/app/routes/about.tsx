import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/about';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { AboutPage } from '../../features/about/components/about-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead pageId="about" title={t('about.pageTitle', { siteName: site.name })} />
      <AboutPage />
    </>
  );
}
