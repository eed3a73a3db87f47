import { toast } from 'sonner';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { offersCard, useActivePaymentMethods } from '../../../lib/payment-methods';
import { usePurchaseSubscription, type SubscriptionInvoice } from '../api/subscriptions';

const CARD_FAILED = 'Could not open the card payment. Please try again.';

/**
 * A card invoice (a plan paid by card, or its renewal invoice): Stripe's hosted page takes the
 * payment and its notification confirms it, with no admin. Shown while card payments are offered.
 */
export function CardPaymentSection({ invoice }: { invoice: SubscriptionInvoice }) {
  const card = offersCard(useActivePaymentMethods().data);
  const pay = usePurchaseSubscription();
  if (invoice.payment_method !== 'stripe' || !card) return null;
  return (
    <section aria-label="Pay by card" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <p className="text-sm text-muted">
        Pay by card on Stripe&apos;s secure page; the plan updates as soon as Stripe confirms the payment.
      </p>
      <Button
        className="mt-4"
        size="lg"
        loading={pay.isPending}
        onClick={() =>
          pay.mutate(
            { planId: invoice.plan_id, paymentMethod: 'stripe' },
            {
              onSuccess: ({ checkoutUrl }) => (checkoutUrl ? window.location.assign(checkoutUrl) : toast.error(CARD_FAILED)),
              onError: () => toast.error(CARD_FAILED),
            },
          )
        }
      >
        <CreditCard aria-hidden="true" className="size-4" />
        Pay by card
      </Button>
    </section>
  );
}
