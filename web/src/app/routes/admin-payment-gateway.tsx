import { site } from '../../config/site';
import { AdminPaymentGatewayPage } from '../../features/admin/components/gateways-page';

export function Component() {
  return (
    <>
      <title>{`Gateway Setup · Admin · ${site.name}`}</title>
      <AdminPaymentGatewayPage />
    </>
  );
}
