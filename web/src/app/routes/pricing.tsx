import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import '../../i18n/locales/en/subscriptions';
import { PageHead } from '../../lib/stored-page';
import { PricingPage } from '../../features/subscriptions/components/pricing-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead pageId="pricing" title={t('plans.pricingTitle', { siteName: site.name })} />
      <PricingPage />
    </>
  );
}
