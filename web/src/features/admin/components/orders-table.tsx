import { Link } from 'react-router-dom';
import { Check, Eye, HandCoins, Mail, RotateCcw, X } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { formatAdminAmount, formatDateTime, orderTitle, type Order } from '../../../lib/orders';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodName } from './payment-method-name';
import type { Decision } from './order-decision-dialog';
import { RowActionsMenu, type RowAction } from './row-actions-menu';
import { DataTable, rightAligned } from '../../../components/ui/data-table';
import { NameLines } from '../../../components/ui/name-lines';
import { CardList } from './card-list';
import { RefundDueBadge } from './refund-due-badge';

type OnDecide = (order: Order, decision: Decision) => void;

const COLUMNS = ['Order ID', 'Customer', 'Item', 'Amount', 'Payment', 'Status', 'Date', 'Actions'];
const HEAD = COLUMNS.map((column) => (column === 'Actions' ? rightAligned(column) : column));

function RowActions({ order, onDecide }: { order: Order; onDecide: OnDecide }) {
  const actions: RowAction[] = [{ label: 'View details', name: `View order ${order.id}`, icon: Eye, to: paths.adminOrder(order.id) }];
  if (order.status === 'pending')
    actions.push(
      { label: 'Approve', name: `Approve order ${order.id}`, icon: Check, onSelect: () => onDecide(order, 'approve') },
      { label: 'Reject', name: `Reject order ${order.id}`, icon: X, danger: true, onSelect: () => onDecide(order, 'reject') },
    );
  if (order.status === 'completed')
    actions.push({
      label: 'Refund',
      name: `Refund order ${order.id}`,
      icon: RotateCcw,
      danger: true,
      onSelect: () => onDecide(order, 'refund'),
    });
  if (order.refund_due)
    actions.push({
      label: 'Mark refunded',
      name: `Mark order ${order.id} refunded`,
      icon: HandCoins,
      danger: true,
      onSelect: () => onDecide(order, 'markRefunded'),
    });
  if (order.status === 'failed') actions.push({ label: 'Email customer', icon: Mail, to: `mailto:${order.buyer_email}` });
  return <RowActionsMenu label={`Actions for order ${order.id}`} actions={actions} />;
}

/** Admin §2.3's hint on a failed order, beside its status. */
function FailedHint({ order }: { order: Order }) {
  return (
    <a href={`mailto:${order.buyer_email}`} className="mt-1 block text-xs text-danger underline-offset-2 hover:underline">
      Order {order.id} failed - contact customer
    </a>
  );
}

function StatusNotes({ order }: { order: Order }) {
  return (
    <>
      {order.review_reason && order.status === 'pending' && (
        <span
          className="mt-1 line-clamp-3 max-w-56 text-xs text-danger [overflow-wrap:anywhere]"
          data-testid="review-flag"
          title={order.review_reason}
        >
          Needs review: {order.review_reason}
        </span>
      )}
      {order.payment_reference && (
        // One clamped line that may break anywhere: a truncated block would hold the column at its max
        // width (a provider's 66-character session id), and with a scrollbar the table outgrew its box.
        <span className="mt-1 line-clamp-1 max-w-48 text-xs text-muted [overflow-wrap:anywhere]" title={order.payment_reference}>
          {order.payment_reference}
        </span>
      )}
      {order.refund_due && <RefundDueBadge className="mt-1" />}
      {order.status === 'failed' && <FailedHint order={order} />}
    </>
  );
}

/** A phone's view of one order: the same facts and actions as a row, stacked. */
function OrderCard({ order, onDecide }: { order: Order; onDecide: OnDecide }) {
  return (
    <li className="border-t border-line px-4 py-3" data-testid={`order-card-${order.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={paths.adminOrder(order.id)} className="font-semibold tabular-nums hover:text-brand">
            #{order.id}
          </Link>
          <p className="truncate text-ink" title={orderTitle(order)}>
            {orderTitle(order)}
          </p>
          <p className="truncate text-xs text-muted" title={`${order.buyer_name} · ${order.buyer_email}`}>
            {order.buyer_name} · {order.buyer_email}
          </p>
        </div>
        <RowActions order={order} onDecide={onDecide} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold tabular-nums">{formatAdminAmount(order)}</span>
        <OrderStatusBadge status={order.status} />
        <PaymentMethodName method={order.payment_method} className="text-muted" />
        <span className="tabular-nums text-muted">{formatDateTime(order.created_at)}</span>
      </div>
      <StatusNotes order={order} />
    </li>
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
        {/* A table cell's max-width is ignored, so the bound sits on the text: a long name or email is cut, whole on hover. */}
        <NameLines
          name={order.buyer_name}
          detail={order.buyer_email}
          nameAs="span"
          detailAs="span"
          fit="block max-w-44 truncate"
          detailClassName="text-xs text-muted"
        />
      </td>
      <td className="px-4 py-3">
        {/* The one column that takes what the others leave: long titles wrap (anywhere, for one long word), two lines at most. */}
        <span className="line-clamp-2 text-ink [overflow-wrap:anywhere]" title={orderTitle(order)}>
          {orderTitle(order)}
        </span>
        {order.type === 'subscription' ? (
          <span className="block text-xs text-brand">Subscription</span>
        ) : (
          order.song_artist && (
            <span className="line-clamp-1 text-xs text-muted [overflow-wrap:anywhere]" title={order.song_artist}>
              {order.song_artist}
            </span>
          )
        )}
      </td>
      <td className="px-4 py-3 font-semibold tabular-nums">{formatAdminAmount(order)}</td>
      <td className="px-4 py-3">
        <PaymentMethodName method={order.payment_method} className="text-muted" />
      </td>
      <td className="px-4 py-3">
        <OrderStatusBadge status={order.status} />
        <StatusNotes order={order} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-muted">{formatDateTime(order.created_at)}</td>
      <td className="px-4 py-3 text-right">
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

function NoOrders() {
  return (
    <>
      <p className="font-semibold text-ink">No orders found</p>
      <p className="mt-1 text-muted">Try adjusting your search or filters</p>
    </>
  );
}

function OrderCards({ orders, pending, loaded, stale, onDecide }: OrdersTableProps) {
  return (
    <CardList
      label="Orders"
      pending={pending}
      busy={pending || stale}
      stale={stale}
      empty={
        loaded &&
        orders.length === 0 && (
          <li className="border-t border-line px-4 py-10 text-center">
            <NoOrders />
          </li>
        )
      }
    >
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} onDecide={onDecide} />
      ))}
    </CardList>
  );
}

/** Admin §2.3's table; on a phone each order is a card instead. */
export function OrdersTable(props: OrdersTableProps) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { orders, pending, loaded, stale, onDecide } = props;
  if (narrow) return <OrderCards {...props} />;
  return (
    <DataTable
      columns={HEAD}
      cellClassName="px-4 py-3 font-semibold"
      className={cn('min-w-[48rem] transition-opacity', stale && 'opacity-60')}
      body={{ 'aria-busy': pending || stale }}
    >
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
            <NoOrders />
          </td>
        </tr>
      )}
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} onDecide={onDecide} />
      ))}
    </DataTable>
  );
}
