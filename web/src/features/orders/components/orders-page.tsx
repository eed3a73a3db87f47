import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircle, Clock, Download, FileText, Music, ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import type { OrderStatus } from '../../../../../shared/api/orders';
import { paths } from '../../../config/paths';
import { formatDateTime, formatMoney, orderTitle, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { TabList, TabPanel } from '../../../components/ui/tabs';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';
import { downloadOrderFile, useMyOrders, type DownloadKind } from '../api/orders';

type Tab = 'all' | OrderStatus;

const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All Orders' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

const DOWNLOAD_TEXT: Record<DownloadKind, { success: string; failure: string }> = {
  song: { success: 'Download started!', failure: 'Error downloading song. Please try again.' },
  license: { success: 'License downloaded!', failure: 'Error downloading license. Please try again.' },
};

function DownloadButton({ kind, orderId }: { kind: DownloadKind; orderId: number }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadOrderFile(kind, orderId);
      toast.success(DOWNLOAD_TEXT[kind].success);
    } catch {
      toast.error(DOWNLOAD_TEXT[kind].failure);
    } finally {
      setBusy(false);
    }
  };
  const Icon = kind === 'song' ? Download : FileText;
  return (
    <Button size="sm" variant={kind === 'song' ? 'primary' : 'secondary'} loading={busy} onClick={() => void run()}>
      {!busy && <Icon aria-hidden="true" className="size-4" />}
      {kind === 'song' ? 'Download Song' : 'License PDF'}
    </Button>
  );
}

function OrderCard({ order }: { order: Order }) {
  const title = orderTitle(order);
  return (
    <article aria-labelledby={`order-${order.id}-title`} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`order-${order.id}-title`} className="truncate font-semibold text-ink">
            {title}
          </h3>
          <p className="text-sm text-muted">
            <span>Order #{order.id}</span>
            {order.song_artist && <span> · {order.song_artist}</span>}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="sr-only">Amount</dt>
          <dd className="font-bold tabular-nums text-brand">{formatMoney(order.amount, order.currency)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-muted">
          <dt className="sr-only">Payment method</dt>
          <PaymentMethodIcon method={order.payment_method} />
          <dd>{PAYMENT_METHOD_LABEL[order.payment_method]}</dd>
        </div>
        <div className="text-muted">
          <dt className="sr-only">Date</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
      </dl>

      {order.license_key && (
        <div className="mt-4 flex items-center gap-2 rounded-lg border border-line bg-canvas px-3 py-2">
          <span className="text-xs font-semibold uppercase tracking-wider text-muted">License</span>
          <code className="min-w-0 flex-1 font-mono text-sm text-ink [overflow-wrap:anywhere]">{order.license_key}</code>
          <CopyButton value={order.license_key} label="license key" />
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {order.status === 'completed' && order.type === 'subscription' && (
          <Link to={paths.dashboardDownloads} className={buttonClasses({ size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            My Downloads
          </Link>
        )}
        {order.status === 'completed' && order.type !== 'subscription' && (
          <>
            <DownloadButton kind="song" orderId={order.id} />
            <DownloadButton kind="license" orderId={order.id} />
          </>
        )}
        {order.status === 'pending' && (
          <p className="flex w-full items-start gap-2 text-sm text-muted">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            Payment is being processed. You'll receive an email once approved.
          </p>
        )}
        {order.status === 'pending' && !order.manual_payment_details && (
          <Link to={paths.invoice(order.id)} className={buttonClasses({ size: 'sm' })}>
            Pay Now
          </Link>
        )}
        {order.status === 'failed' && (
          <div className="w-full text-sm">
            <p className="flex items-start gap-2 text-danger">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Payment failed. Please try purchasing again or contact support.
            </p>
            {order.rejection_reason && <p className="mt-1 pl-6 text-muted">Reason: {order.rejection_reason}</p>}
          </div>
        )}
        <Link to={paths.invoice(order.id)} className={buttonClasses({ variant: 'link', size: 'sm', className: 'ml-auto text-sm' })}>
          View invoice
        </Link>
      </div>
    </article>
  );
}

function EmptyOrders() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/50 p-12 text-center">
      <ShoppingBag aria-hidden="true" className="size-10 text-muted" />
      <p className="mt-3 font-semibold text-ink">No orders found</p>
      <p className="mt-1 text-sm text-muted">Start browsing songs to make your first purchase</p>
      <Link to={paths.browse} className={buttonClasses({ className: 'mt-5' })}>
        <Music aria-hidden="true" className="size-4" />
        Browse Music
      </Link>
    </div>
  );
}

/** Spec §2 My Orders: tabs with counts, one card per order, downloads for completed ones. */
export function OrdersPage() {
  const query = useMyOrders();
  const [tab, setTab] = useState<Tab>('all');
  const orders = query.data ?? [];
  const count = (value: Tab) => (value === 'all' ? orders.length : orders.filter((o) => o.status === value).length);
  const shown = tab === 'all' ? orders : orders.filter((o) => o.status === tab);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">My Orders</h1>
      <p className="mt-2 text-muted">Your purchases, their payment status, licence keys and downloads.</p>

      <TabList
        label="Order status"
        idBase="orders"
        items={TABS.map((t) => ({ value: t.value, label: query.isSuccess ? `${t.label} (${count(t.value)})` : t.label }))}
        value={tab}
        onChange={setTab}
        className="mt-8"
      />
      {TABS.map((t) => (
        <TabPanel key={t.value} idBase="orders" value={t.value} active={tab === t.value} className="mt-6">
          {query.isPending ? (
            <div aria-busy="true" className="flex flex-col gap-4">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="h-36 animate-pulse rounded-2xl bg-surface" />
              ))}
            </div>
          ) : query.isError ? (
            <div role="alert" className="rounded-2xl border border-line bg-surface p-10 text-center">
              <p className="font-semibold text-ink">We could not load your orders.</p>
              <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <EmptyOrders />
          ) : (
            <div className="flex flex-col gap-4">
              {shown.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </div>
          )}
        </TabPanel>
      ))}
    </div>
  );
}
