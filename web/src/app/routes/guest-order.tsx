import { useParams } from 'react-router-dom';
import { GuestOrderPage } from '../../features/orders/components/guest-order-page';

/** A guest order (guest checkout): opened by its mailed link or in the browser that placed it, no sign-in. */
export function Component() {
  const { orderId = '' } = useParams();
  return <GuestOrderPage key={orderId} orderId={orderId} />;
}
