import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/legal';
import { site } from '../../config/site';
import { DmcaPage } from '../../features/legal/components/dmca-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('legal.dmca.pageTitle', { siteName: site.name })}</title>
      <DmcaPage />
    </>
  );
}
