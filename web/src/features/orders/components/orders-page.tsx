import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/orders';
import { useEffect, useRef, useState } from 'react';
import { Music, ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import { buyerOrderStatus, type BuyerOrderStatus } from '../../../../../shared/order-display';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { TabList, TabPanel } from '../../../components/ui/tabs';
import { startAutoDownloads } from '../../../lib/auto-downloads';
import { downloadStarted } from '../../../lib/library';
import { useMyOrders } from '../api/orders';
import { OrderCard } from './order-card';
import { LinkButton } from '../../../components/ui/link-button';

type Tab = 'all' | BuyerOrderStatus;

/** The buyer's status words (shared/order-display); refunded orders show under All. */
const TABS = [
  { value: 'all', label: 'orders.all' },
  { value: 'completed', label: 'orders.buyerStatus.completed' },
  { value: 'awaiting_payment', label: 'orders.buyerStatus.awaiting_payment' },
  { value: 'payment_submitted', label: 'orders.buyerStatus.payment_submitted' },
  { value: 'rejected', label: 'orders.buyerStatus.rejected' },
] as const satisfies readonly { value: Tab; label: string }[];

function EmptyOrders() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/50 p-12 text-center">
      <ShoppingBag aria-hidden="true" className="size-10 text-muted" />
      <p className="mt-3 font-semibold text-ink">{t('orders.empty')}</p>
      <p className="mt-1 text-sm text-muted">{t('orders.emptyText')}</p>
      <LinkButton to={paths.browse} icon={Music} className="mt-5">
        {t('orders.browseMusic')}
      </LinkButton>
    </div>
  );
}

/** Approved purchases start their download on this visit when the buyer's Auto-download is on. */
function useAutoDownloads() {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startAutoDownloads()
      .then((started) => {
        if (started > 0) toast.success(downloadStarted());
      })
      // The Download Song button stays there: a failed auto-download costs the buyer one click.
      .catch(() => undefined);
  }, []);
}

/** Spec §2 My Orders: tabs with counts, one card per order, downloads for completed ones. */
export function OrdersPage() {
  const query = useMyOrders();
  useAutoDownloads();
  const [tab, setTab] = useState<Tab>('all');
  const { t } = useTranslation();
  const orders = query.data?.pages.flatMap((p) => p.items) ?? [];
  // Counts of the orders loaded so far; a '+' says more are still to load.
  const more = query.hasNextPage ? '+' : '';
  const inTab = (value: Tab) => (value === 'all' ? orders : orders.filter((o) => buyerOrderStatus(o) === value));
  const count = (value: Tab) => `${inTab(value).length}${more}`;
  const shown = inTab(tab);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('orders.title')}</h1>
      <p className="mt-2 text-muted">{t('orders.intro')}</p>

      <TabList
        label={t('orders.statusTabs')}
        idBase="orders"
        items={TABS.map((item) => ({
          value: item.value,
          label: query.isSuccess ? t('orders.tabWithCount', { label: t(item.label), count: count(item.value) }) : t(item.label),
        }))}
        value={tab}
        onChange={setTab}
        className="mt-8"
      />
      {TABS.map((item) => (
        <TabPanel key={item.value} idBase="orders" value={item.value} active={tab === item.value} className="mt-6">
          {query.isPending ? (
            <div aria-busy="true" className="flex flex-col gap-4">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="h-36 animate-pulse rounded-2xl bg-surface" />
              ))}
            </div>
          ) : query.isError ? (
            <div role="alert" className="rounded-2xl border border-line bg-surface p-10 text-center">
              <p className="font-semibold text-ink">{t('orders.loadFailed')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
                {t('orders.tryAgain')}
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
          {query.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('orders.loadMore')}
              </Button>
            </div>
          )}
        </TabPanel>
      ))}
    </div>
  );
}
