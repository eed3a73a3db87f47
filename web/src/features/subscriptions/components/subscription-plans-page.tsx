import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/subscriptions';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { usePlans, type Plan } from '../api/plans';
import { usePurchaseSubscription } from '../api/subscriptions';
import { usePlanSignIn } from './plan-sign-in';
import { PlansHeading } from './plans-heading';
import { planActionStyle } from './plan-card';
import { PlanGrid } from './plan-grid';
import { CurrentSubscription } from './current-subscription';

/** Spec §8 Plan purchase: the server's error, else 'Purchase failed'. */
const purchaseError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError && error.message !== FALLBACK_ERROR_MESSAGE
    ? error.message
    : i18n.t('plans.purchaseFailed');

/** Spec §2 /subscription: choose a plan; payment happens on its subscription invoice. */
export function SubscriptionPlansPage() {
  const query = usePlans();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const purchase = usePurchaseSubscription();
  const [error, setError] = useState<string>();
  const pendingPlan = purchase.isPending ? purchase.variables.planId : undefined;

  const subscribe = (plan: Plan) => {
    setError(undefined);
    purchase.mutate(
      { planId: plan.id, paymentMethod: 'bkash' },
      {
        onSuccess: ({ subscriptionId }) => {
          // Nothing is paid yet: the invoice exists and waits for its payment (issue 21).
          toast.success(t('plans.invoiceCreated'));
          void navigate(paths.subscriptionInvoice(subscriptionId));
        },
        onError: (cause) => {
          const text = purchaseError(cause);
          setError(text);
          toast.error(text);
        },
      },
    );
  };
  const signIn = usePlanSignIn(subscribe);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PlansHeading eyebrow={t('plans.subscription')} title={t('plans.subscriptionPlans')} className="text-center">
        <p className="mx-auto mt-3 max-w-2xl text-muted">{t('plans.subscriptionIntro')}</p>
      </PlansHeading>

      <CurrentSubscription />

      {error && <FormMessage tone="error" text={error} className="mx-auto mt-8 max-w-xl" />}

      <div className="mt-12">
        <PlanGrid
          query={query}
          action={(plan) => (
            <Button
              {...planActionStyle(plan)}
              loading={pendingPlan === plan.id}
              disabled={purchase.isPending}
              onClick={() => signIn.start(plan)}
              aria-label={pendingPlan === plan.id ? undefined : t('plans.getStartedWith', { plan: plan.name })}
            >
              {pendingPlan === plan.id ? t('plans.processing') : t('plans.getStarted')}
            </Button>
          )}
        />
      </div>

      <p className="mt-12 text-center text-sm text-muted">{t('plans.allPlans')}</p>
      {signIn.dialog}
    </div>
  );
}
