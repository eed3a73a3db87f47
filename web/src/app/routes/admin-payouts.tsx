import { site } from '../../config/site';
import { AdminPayoutsPage } from '../../features/admin/components/payouts-page';

export function Component() {
  return (
    <>
      <title>{`Payouts · Admin · ${site.name}`}</title>
      <AdminPayoutsPage />
    </>
  );
}
