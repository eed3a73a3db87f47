import { Link } from 'react-router-dom';
import { Check, Eye, RotateCcw, X } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatAdminAmount, formatDateTime, orderTitle, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';
import type { Decision } from './order-decision-dialog';

type OnDecide = (order: Order, decision: Decision) => void;

const COLUMNS = ['Order ID', 'Customer', 'Item', 'Amount', 'Payment', 'Status', 'Date', 'Actions'];

function RowActions({ order, onDecide }: { order: Order; onDecide: OnDecide }) {
  const iconButton = 'inline-flex size-8 items-center justify-center rounded-md border border-line bg-raised hover:border-brand/60';
  return (
    <div className="flex items-center gap-1.5">
      <Link
        to={paths.adminOrder(order.id)}
        aria-label={`View order ${order.id}`}
        title="View details"
        className={cn(iconButton, 'text-ink')}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      {order.status === 'pending' && (
        <>
          <button
            type="button"
            onClick={() => onDecide(order, 'approve')}
            aria-label={`Approve order ${order.id}`}
            title="Approve"
            className={cn(iconButton, 'text-success')}
          >
            <Check aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => onDecide(order, 'reject')}
            aria-label={`Reject order ${order.id}`}
            title="Reject"
            className={cn(iconButton, 'text-danger')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </>
      )}
      {order.status === 'completed' && (
        <button
          type="button"
          onClick={() => onDecide(order, 'refund')}
          aria-label={`Refund order ${order.id}`}
          title="Refund"
          className={cn(iconButton, 'text-muted')}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
        </button>
      )}
      {order.status === 'failed' && (
        <a href={`mailto:${order.buyer_email}`} className="text-xs text-danger underline-offset-2 hover:underline">
          Order {order.id} failed - contact customer
        </a>
      )}
    </div>
  );
}

function OrderRow({ order, onDecide }: { order: Order; onDecide: OnDecide }) {
  return (
    <tr className="border-t border-line align-top">
      <td className="px-4 py-3 font-semibold tabular-nums">
        <Link to={paths.adminOrder(order.id)} className="hover:text-brand">
          #{order.id}
        </Link>
      </td>
      <td className="px-4 py-3">
        <span className="block font-medium text-ink">{order.buyer_name}</span>
        <span className="block text-xs text-muted">{order.buyer_email}</span>
      </td>
      <td className="px-4 py-3">
        <span className="block text-ink">{orderTitle(order)}</span>
        {order.type === 'subscription' ? (
          <span className="block text-xs text-brand">Subscription</span>
        ) : (
          order.song_artist && <span className="block text-xs text-muted">{order.song_artist}</span>
        )}
      </td>
      <td className="px-4 py-3 font-semibold tabular-nums">{formatAdminAmount(order)}</td>
      <td className="px-4 py-3">
        <span className="inline-flex items-center gap-1.5 text-muted">
          <PaymentMethodIcon method={order.payment_method} />
          {PAYMENT_METHOD_LABEL[order.payment_method]}
        </span>
      </td>
      <td className="px-4 py-3">
        <OrderStatusBadge status={order.status} />
        {order.review_reason && order.status === 'pending' && (
          <span className="mt-1 block max-w-56 text-xs text-danger" data-testid="review-flag" title={order.review_reason}>
            Needs review: {order.review_reason}
          </span>
        )}
        {order.payment_reference && <span className="mt-1 block max-w-56 truncate text-xs text-muted">{order.payment_reference}</span>}
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-muted">{formatDateTime(order.created_at)}</td>
      <td className="px-4 py-3">
        <RowActions order={order} onDecide={onDecide} />
      </td>
    </tr>
  );
}

interface OrdersTableProps {
  orders: Order[];
  /** First load: skeleton rows. */
  pending: boolean;
  /** Loaded, so an empty list means no match. */
  loaded: boolean;
  /** An earlier page shown while the next one loads: dimmed. */
  stale: boolean;
  onDecide: OnDecide;
}

export function OrdersTable({ orders, pending, loaded, stale, onDecide }: OrdersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full min-w-[60rem] text-left text-sm transition-opacity', stale && 'opacity-60')}>
        <thead className="text-xs uppercase tracking-wider text-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={pending || stale}>
          {pending &&
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className="border-t border-line">
                <td colSpan={COLUMNS.length} className="px-4 py-3">
                  <div className="h-5 animate-pulse rounded bg-raised" />
                </td>
              </tr>
            ))}
          {loaded && orders.length === 0 && (
            <tr className="border-t border-line">
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center">
                <p className="font-semibold text-ink">No orders found</p>
                <p className="mt-1 text-muted">Try adjusting your search or filters</p>
              </td>
            </tr>
          )}
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} onDecide={onDecide} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
