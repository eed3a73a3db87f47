import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/legal';
import { site } from '../../config/site';
import { RefundPage } from '../../features/legal/components/refund-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('legal.refund.pageTitle', { siteName: site.name })}</title>
      <RefundPage />
    </>
  );
}
