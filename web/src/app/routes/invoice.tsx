import { useParams } from 'react-router-dom';
import { InvoicePage } from '../../features/orders/components/invoice-page';
import { RequireUser } from '../require-user';

export function Component() {
  const { orderId = '' } = useParams();
  return (
    <RequireUser>
      <InvoicePage key={orderId} orderId={orderId} />
    </RequireUser>
  );
}
