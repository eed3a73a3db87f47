import { site } from '../../config/site';
import { AdminOrdersPage } from '../../features/admin/components/orders-page';

export function Component() {
  return (
    <>
      <title>{`Orders · Admin · ${site.name}`}</title>
      <AdminOrdersPage />
    </>
  );
}
