import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/invoices';
import { Printer } from 'lucide-react';
import { formatMoney, type Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { InvoiceLoader } from '../../../components/invoices/invoice-loader';
import { useOrderNotFound } from './order-not-found';
import { errorMessage } from '../../../lib/api-client';
import { usePaypalCapture, useProviderReturn } from '../../../lib/gateway-return';
import { isGatewayMethod } from '../../../lib/payment-methods';
import { useOrder } from '../api/orders';
import { InvoiceStatusPanel } from './invoice-status-panel';
import { InvoiceSummary, OrderHead } from './invoice-summary';
import { PaymentModal } from './payment-modal';

/** Spec §8: 'Order not found' and then /browse, for an unknown id or someone else's order. */
export function InvoicePage({ orderId }: { orderId: string }) {
  const returned = useProviderReturn();
  const query = useOrder(orderId, returned === 'success' || returned === 'paypal');
  const notFound = useOrderNotFound('invoice.notFoundText');
  return (
    <InvoiceLoader query={query} notFound={notFound}>
      {(order) => <Invoice order={order} />}
    </InvoiceLoader>
  );
}

function Invoice({ order }: { order: Order }) {
  const [paying, setPaying] = useState(false);
  const { t } = useTranslation();
  const amount = formatMoney(order.amount, order.currency);
  const returned = useProviderReturn();
  const capture = usePaypalCapture(order.id, returned === 'paypal' && order.payment_method === 'paypal' && order.status === 'pending');

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <OrderHead
        order={order}
        texts="invoice"
        actions={
          <Button variant="ghost" size="sm" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            {t('invoice.print')}
          </Button>
        }
      />

      <InvoiceSummary order={order} amount={amount} />

      <InvoiceStatusPanel
        order={order}
        amount={amount}
        onPay={() => setPaying(true)}
        returned={returned}
        confirming={capture.isPending}
        captureError={capture.error ? errorMessage(capture.error) : undefined}
      />
      {order.status === 'pending' && !order.manual_payment_details && !isGatewayMethod(order.payment_method) && (
        <PaymentModal order={order} open={paying} onClose={() => setPaying(false)} />
      )}
    </div>
  );
}
