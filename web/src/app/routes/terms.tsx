import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/legal';
import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { TermsPage } from '../../features/legal/components/terms-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead pageId="terms" title={t('legal.terms.pageTitle', { siteName: site.name })} />
      <TermsPage />
    </>
  );
}
