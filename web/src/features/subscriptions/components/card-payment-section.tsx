import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { offersCard, useActivePaymentMethods } from '../../../lib/payment-methods';
import { usePurchaseSubscription, type SubscriptionInvoice } from '../api/subscriptions';
import '../../../i18n/locales/en/subscriptions';

/**
 * A card invoice (a plan paid by card, or its renewal invoice): Stripe's hosted page takes the
 * payment and its notification confirms it, with no admin. Shown while card payments are offered.
 */
export function CardPaymentSection({ invoice }: { invoice: SubscriptionInvoice }) {
  const { t } = useTranslation();
  const card = offersCard(useActivePaymentMethods().data);
  const pay = usePurchaseSubscription();
  if (invoice.payment_method !== 'stripe' || !card) return null;
  return (
    <section aria-label={t('subscriptionInvoice.cardTitle')} className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <p className="text-sm text-muted">{t('subscriptionInvoice.cardText')}</p>
      <Button
        className="mt-4"
        size="lg"
        loading={pay.isPending}
        onClick={() =>
          pay.mutate(
            { planId: invoice.plan_id, paymentMethod: 'stripe' },
            {
              onSuccess: ({ checkoutUrl }) =>
                checkoutUrl ? window.location.assign(checkoutUrl) : toast.error(t('subscriptionInvoice.cardFailed')),
              onError: () => toast.error(t('subscriptionInvoice.cardFailed')),
            },
          )
        }
      >
        <CreditCard aria-hidden="true" className="size-4" />
        {t('subscriptionInvoice.cardTitle')}
      </Button>
    </section>
  );
}
