import { site } from '../../config/site';
import { AdminPricingPage } from '../../features/admin/components/pricing-page';

export function Component() {
  return (
    <>
      <title>{`Pricing Plans · Admin · ${site.name}`}</title>
      <AdminPricingPage />
    </>
  );
}
