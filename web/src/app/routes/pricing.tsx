import { site } from '../../config/site';
import { PageHead } from '../../lib/stored-page';
import { PricingPage } from '../../features/subscriptions/components/pricing-page';

export function Component() {
  return (
    <>
      <PageHead pageId="pricing" title={`Pricing · ${site.name}`} />
      <PricingPage />
    </>
  );
}
