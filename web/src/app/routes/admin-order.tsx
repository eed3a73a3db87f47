import { useParams } from 'react-router-dom';
import { site } from '../../config/site';
import { AdminOrderDetail } from '../../features/admin/components/order-detail';

export function Component() {
  const { orderId = '' } = useParams();
  return (
    <>
      <title>{`Order #${orderId} · Admin · ${site.name}`}</title>
      <AdminOrderDetail key={orderId} orderId={orderId} />
    </>
  );
}
