import { PageTitle } from '../page-title';
import '../../i18n/locales/en/subscriptions';
import { PricingPage } from '../../features/subscriptions/components/pricing-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="plans.pricingTitle" pageId="pricing" />
      <PricingPage />
    </>
  );
}
