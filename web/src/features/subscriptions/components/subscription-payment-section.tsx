import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usdToBdt } from '../../../../../shared/money';
import '../../../i18n/locales/en/invoices';
import '../../../i18n/locales/en/subscriptions';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/orders';
import { useMethodChoice } from '../../../lib/payment-methods';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { MethodPicker } from '../../../components/payments/method-picker';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofFields } from '../../../components/payments/payment-proof-fields';
import { usePaymentProof } from '../../../components/payments/use-payment-proof';
import { useSubmitSubscriptionPayment, type SubscriptionInvoice } from '../api/subscriptions';
import { TitledSection } from '../../../components/ui/titled-section';

/** Spec §2: the method, payee and proof of a subscription's manual payment. */
export function PaymentSection({ invoice }: { invoice: SubscriptionInvoice; amount: string }) {
  const submit = useSubmitSubscriptionPayment(invoice.id);
  const { methods, method, choose, loading } = useMethodChoice(invoice.payment_method);
  const { fields, submitWith } = usePaymentProof(method);
  const [error, setError] = useState<{ text: string; reason?: string }>();
  const { t } = useTranslation();

  const onSubmit = submitWith(
    (proof) => {
      setError(undefined);
      submit.mutate(proof, {
        onSuccess: () => toast.success(t('subscriptionInvoice.submitted')),
        onError: (cause) => {
          const reason = cause instanceof ApiError && !cause.isNetworkError ? cause.message : undefined;
          setError({ text: t('subscriptionInvoice.failed'), reason });
          toast.error(t('subscriptionInvoice.failed'), reason ? { description: reason } : undefined);
        },
      });
    },
    () => setError({ text: t('subscriptionInvoice.detailsRequired') }),
  );

  // Every manual method is paid in taka: an invoice started by card (stored in dollars) is owed
  // its taka price, which the server also stores once the payment is submitted.
  const dueTaka = invoice.currency === 'BDT' ? Math.round(invoice.amount) : usdToBdt(invoice.usd_price);
  const due = formatMoney(dueTaka, 'BDT');
  const copyValue = String(dueTaka);
  return (
    <TitledSection
      title={t('subscriptionInvoice.completePayment')}
      className="mt-6 rounded-2xl border border-brand/40 bg-brand/5 p-6"
      titleClassName="text-lg font-bold"
    >
      <p className="mt-1 text-sm text-muted">
        {t('subscriptionInvoice.sendDue', { amount: due })} {t('subscriptionInvoice.approvalNote')}
      </p>
      <form onSubmit={onSubmit} noValidate aria-label={t('subscriptionInvoice.confirmForm')} className="mt-5 flex flex-col gap-4">
        <MethodPicker methods={methods} value={method} onChange={choose} busy={loading} disabled={submit.isPending} />
        <PayeeDetails method={method} amount={due} amountCopy={copyValue} />
        <PaymentProofFields {...fields} />
        {error && (
          <div>
            <FormMessage tone="error" text={error.text} />
            {error.reason && <p className="mt-1 pl-6 text-sm text-muted">{error.reason}</p>}
          </div>
        )}
        <Button type="submit" size="lg" loading={submit.isPending}>
          {t('payment.submitPayment')}
        </Button>
      </form>
    </TitledSection>
  );
}
