import { site } from '../../config/site';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { RequireUser } from '../require-user';

export function Component() {
  return (
    <RequireUser>
      <title>{`My Orders · ${site.name}`}</title>
      <OrdersPage />
    </RequireUser>
  );
}
