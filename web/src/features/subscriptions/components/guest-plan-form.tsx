import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/catalogue';
import '../../../i18n/locales/en/subscriptions';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { rememberGuestToken } from '../../../lib/guest-orders';
import { usePurchaseMethodChoice } from '../../../lib/payment-methods';
import { MethodPicker } from '../../../components/payments/method-picker';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import type { Plan } from '../api/plans';
import { usePurchaseGuestPlan } from '../api/subscriptions';
import { GuestEmailInput } from '../../../components/payments/guest-email-input';

/**
 * Signed out while the store allows guest checkout: the plan bought with an email. A gateway
 * method goes on to the provider's page; a wallet or bank plan to its guest order page, where the
 * payment proof is entered. Either way the token stays in this browser for the order page.
 */
export function GuestPlanForm({ plan, onSignIn }: { plan: Plan; onSignIn?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { methods, method, choose, loading } = usePurchaseMethodChoice();
  const purchase = usePurchaseGuestPlan();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = () => {
    setError(undefined);
    purchase.mutate(
      { planId: plan.id, paymentMethod: method, email: email.trim() },
      {
        onSuccess: ({ orderId, checkoutUrl, guestToken }) => {
          if (guestToken) rememberGuestToken(orderId, guestToken);
          if (checkoutUrl) {
            window.location.assign(checkoutUrl);
            return;
          }
          void navigate(paths.guestOrder(orderId));
        },
        onError: (cause) =>
          setError(
            cause instanceof ApiError && !cause.isNetworkError && cause.message !== FALLBACK_ERROR_MESSAGE
              ? cause.message
              : t('plans.purchaseFailed'),
          ),
      },
    );
  };

  return (
    <form
      aria-label={t('plans.guestTitle', { plan: plan.name })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <MethodPicker methods={methods} value={method} onChange={choose} busy={loading} disabled={purchase.isPending} />
      <GuestEmailInput value={email} onChange={setEmail} hint={t('plans.guestHint')} />
      {error && <FormMessage tone="error" text={error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        {onSignIn ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {t('purchase.orSignIn')}
            <Button variant="secondary" size="sm" onClick={onSignIn}>
              {t('purchase.signInInstead')}
            </Button>
          </p>
        ) : (
          <span />
        )}
        <Button type="submit" loading={purchase.isPending}>
          {t('purchase.continueAsGuest')}
        </Button>
      </div>
    </form>
  );
}
