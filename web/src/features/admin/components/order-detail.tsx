import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminOrder } from '../api/orders';
import { OrderDetailBody } from './order-detail-body';

/** Admin §2.4: one order, its customer, payment and licence, with approve/reject while pending. */
export function AdminOrderDetail({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId);
  const navigate = useNavigate();
  const back = (
    <Button variant="ghost" size="sm" onClick={() => void navigate(paths.adminOrders)} className="mb-4 -ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Orders
    </Button>
  );

  if (query.isPending) {
    return (
      <>
        {back}
        <p role="status" className="flex items-center gap-2 py-16 text-muted">
          <Spinner /> Loading order details...
        </p>
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        {back}
        <div role="alert" className="rounded-2xl border border-line bg-surface p-10 text-center">
          <p className="text-lg font-bold">{missing ? 'Order not found' : 'Failed to load the order'}</p>
          {!missing && (
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <OrderDetailBody order={query.data} />
    </>
  );
}
