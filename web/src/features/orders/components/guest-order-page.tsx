import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircle2, Clock, CreditCard, Download, FileText, KeyRound, MailQuestion, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { isLocalMethod } from '../../../../../shared/api/orders';
import '../../../i18n/locales/en/invoices';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { guestTokenOf, takeTokenFromHash } from '../../../lib/guest-orders';
import { formatMoney, type Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { InvoiceLoader } from '../../../components/invoices/invoice-loader';
import { useOrderNotFound } from './order-not-found';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { downloadGuestFile, payGuestOrderByCard, useGuestOrder } from '../api/guest-orders';
import { InvoiceSummary, OrderHead } from './invoice-summary';
import { Panel } from './invoice-status-panel';
import { PaymentModal } from './payment-modal';

/** A guest order, opened with its token: from the mailed link's fragment, else the one this browser kept. */
export function GuestOrderPage({ orderId }: { orderId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [fromLink] = useState(() => takeTokenFromHash(orderId, location.hash));
  const [token] = useState(() => fromLink ?? guestTokenOf(orderId));
  // Kept: the token leaves the address bar, so the page's URL can be shared or bookmarked without it.
  useEffect(() => {
    if (fromLink) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, navigate, location.pathname, location.search]);
  if (!token) {
    return (
      <NotFoundPage
        icon={MailQuestion}
        title={t('guestOrder.openFromEmail')}
        text={t('guestOrder.openFromEmailText')}
        link={{ to: paths.browse, label: t('invoice.browseSongs') }}
      />
    );
  }
  return <GuestOrderLoader orderId={orderId} token={token} />;
}

function GuestOrderLoader({ orderId, token }: { orderId: string; token: string }) {
  const query = useGuestOrder(orderId, token);
  const notFound = useOrderNotFound('guestOrder.notFoundText');
  return (
    <InvoiceLoader query={query} notFound={notFound}>
      {(order) => <GuestOrder order={order} token={token} onRefresh={() => void query.refetch()} />}
    </InvoiceLoader>
  );
}

function GuestOrder({ order, token, onRefresh }: { order: Order; token: string; onRefresh: () => void }) {
  const amount = formatMoney(order.amount, order.currency);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <OrderHead order={order} texts="guestOrder" />
      <InvoiceSummary order={order} amount={amount} />
      <GuestOrderStatus order={order} token={token} amount={amount} onRefresh={onRefresh} />
    </div>
  );
}

function GuestOrderStatus({ order, token, amount, onRefresh }: { order: Order; token: string; amount: string; onRefresh: () => void }) {
  const [searchParams] = useSearchParams();
  const orderId = String(order.id);
  const [busy, setBusy] = useState<'song' | 'license' | 'card'>();
  const [paying, setPaying] = useState(false);
  const { t } = useTranslation();

  const run = (what: 'song' | 'license' | 'card', job: () => Promise<void>) => {
    setBusy(what);
    job()
      .catch((cause: unknown) => toast.error(errorMessage(cause)))
      .finally(() => setBusy(undefined));
  };

  if (order.status === 'completed' && order.type === 'subscription') {
    // A plan has nothing to download here: its downloads are an account's, once one proves the address.
    return (
      <Panel title={t('invoice.approved')} icon={<CheckCircle2 aria-hidden="true" className="size-5 text-success" />}>
        <p>{t('guestOrder.planActiveText', { email: order.buyer_email })}</p>
        <p className="mt-4">
          <Link
            to={`${paths.auth}?signup=${encodeURIComponent(order.buyer_email)}`}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {t('guestOrder.createAccount')}
          </Link>
        </p>
      </Panel>
    );
  }
  if (order.status === 'completed') {
    return (
      <Panel title={t('invoice.approved')} icon={<CheckCircle2 aria-hidden="true" className="size-5 text-success" />}>
        <p>{t('guestOrder.approvedText')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button loading={busy === 'song'} onClick={() => run('song', () => downloadGuestFile('song', orderId, token))}>
            <Download aria-hidden="true" className="size-4" />
            {t('guestOrder.downloadSong')}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'license'}
            onClick={() => run('license', () => downloadGuestFile('license', orderId, token))}
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('guestOrder.downloadLicense')}
          </Button>
        </div>
        <p className="mt-4">
          {t('guestOrder.keepPurchase', { email: order.buyer_email })}{' '}
          <Link to={paths.auth} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t('guestOrder.createAccount')}
          </Link>
        </p>
      </Panel>
    );
  }
  if (order.status === 'refunded' || order.status === 'failed') {
    return (
      <Panel
        title={order.status === 'refunded' ? t('guestOrder.refunded') : t('invoice.failed')}
        icon={<XCircle aria-hidden="true" className="size-5 text-danger" />}
      >
        <p>{order.status === 'refunded' ? t('guestOrder.refundedText') : (order.rejection_reason ?? t('invoice.notConfirmed'))}</p>
      </Panel>
    );
  }
  if (!isLocalMethod(order.payment_method)) {
    const returned = searchParams.get('payment') === 'success';
    return (
      <Panel title={t('guestOrder.awaitingCard')} icon={<CreditCard aria-hidden="true" className="size-5 text-brand" />}>
        <p>{returned ? t('guestOrder.cardConfirming') : t('guestOrder.cardPay', { amount })}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {returned ? (
            <Button variant="secondary" onClick={onRefresh}>
              {t('guestOrder.checkAgain')}
            </Button>
          ) : (
            <Button loading={busy === 'card'} onClick={() => run('card', () => payGuestOrderByCard(orderId, token))}>
              {t('guestOrder.payByCard')}
            </Button>
          )}
        </div>
      </Panel>
    );
  }
  const details = order.manual_payment_details;
  if (details) {
    return (
      <Panel title={t('invoice.submitted')} icon={<Clock aria-hidden="true" className="size-5 text-brand" />}>
        <p>{t('guestOrder.submittedText')}</p>
      </Panel>
    );
  }
  return (
    <Panel title={t('invoice.awaiting')} icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />}>
      <p>{t('invoice.awaitingText', { amount, method: t(`payment.method.${order.payment_method}`) })}</p>
      <Button size="lg" className="mt-4" onClick={() => setPaying(true)}>
        {t('invoice.payNow')}
      </Button>
      <PaymentModal order={order} guestToken={token} open={paying} onClose={() => setPaying(false)} />
    </Panel>
  );
}
