import { site } from '../../config/site';
import { PricingPage } from '../../features/subscriptions/components/pricing-page';

export function Component() {
  return (
    <>
      <title>{`Pricing · ${site.name}`}</title>
      <PricingPage />
    </>
  );
}
