import { site } from '../../config/site';
import { AdminPaymentSettingsPage } from '../../features/admin/components/payment-settings-page';

export function Component() {
  return (
    <>
      <title>{`Wallet Settings · Admin · ${site.name}`}</title>
      <AdminPaymentSettingsPage />
    </>
  );
}
