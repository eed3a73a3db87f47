import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, ShieldCheck, Wallet } from 'lucide-react';
import { toast } from 'sonner';
import type { SubmitPaymentBody } from '../../../../../shared/api/orders';
import { usdToBdt } from '../../../../../shared/money';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/invoices';
import '../../../i18n/locales/en/subscriptions';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatPrice, payableCurrency, usePreferredCurrency, type DisplayCurrency } from '../../../lib/currency';
import { offeredGateways, useActivePaymentMethods, useMethodChoice, type GatewayMethod } from '../../../lib/payment-methods';
import { allowanceWithPeriod } from '../../../lib/subscription';
import { Button } from '../../../components/ui/button';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { Dialog } from '../../../components/ui/dialog';
import { MethodPicker } from '../../../components/payments/method-picker';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofForm } from '../../../components/payments/payment-proof-form';
import type { Plan } from '../api/plans';
import { useCreateSubscription, usePurchaseSubscription } from '../api/subscriptions';
import { queryKeys } from '../../../lib/query-keys';
import { CheckList } from '../../../components/ui/check-list';

/** Spec §7: BDT is the price × 110, rounded; USD is the plan price itself. */
export const checkoutAmount = (plan: Plan, currency: DisplayCurrency): number => (currency === 'BDT' ? usdToBdt(plan.price) : plan.price);

/** Spec §8 Subscription modal: the server's error, else the generic failure. */
const submitError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError && error.message !== FALLBACK_ERROR_MESSAGE
    ? error.message
    : i18n.t('checkout.failed');

/** Spec §2 Checkout: the plan chosen on /pricing, its amount, and the manual payment modal. */
export function CheckoutPage({ plan }: { plan: Plan }) {
  const [display] = usePreferredCurrency();
  const { t } = useTranslation();
  // Checkout shows what is paid: taka, or dollars for any other display currency.
  const currency = payableCurrency(display);
  const [paying, setPaying] = useState(false);
  const price = formatPrice(plan.price, currency);
  const gateways = offeredGateways(useActivePaymentMethods().data);
  const byGateway = usePurchaseSubscription();
  // A gateway's hosted page takes the payment and confirms it; the buyer comes back to the plan's invoice.
  const payBy = (paymentMethod: GatewayMethod) =>
    byGateway.mutate(
      { planId: plan.id, paymentMethod },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (checkoutUrl) window.location.assign(checkoutUrl);
          else toast.error(t('checkout.failed'));
        },
        onError: (cause) => toast.error(submitError(cause)),
      },
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={paths.pricing} className="inline-flex items-center gap-2 rounded text-sm text-muted hover:text-brand">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('checkout.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t('checkout.title')}</h1>
      <p className="mt-2 text-muted">{t('checkout.intro')}</p>

      <section aria-label={t('checkout.summary')} className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t('checkout.plan')}</p>
            <h2 className="mt-1 text-2xl font-bold">{plan.name}</h2>
            <p className="mt-1 text-sm text-muted">{allowanceWithPeriod(plan.download_limit, plan.download_limit_type)}</p>
          </div>
          <CurrencyToggle payable />
        </div>
        {plan.features.length > 0 && <CheckList items={plan.features} icon={ShieldCheck} className="mt-4 grid gap-1.5 sm:grid-cols-2" />}
        <dl className="mt-6 flex items-baseline justify-between border-t border-line pt-4">
          <dt className="font-semibold">{t('checkout.total')}</dt>
          <dd className="text-3xl font-extrabold tabular-nums text-brand" data-testid="checkout-amount">
            {price}
            <span className="ml-1 text-sm font-medium text-muted">{t(`plans.duration.${plan.duration}`)}</span>
          </dd>
        </dl>
        <Button size="lg" className="mt-6 w-full" onClick={() => setPaying(true)}>
          <CreditCard aria-hidden="true" className="size-4" />
          {t('checkout.proceed')}
        </Button>
        {gateways.map((gateway) => (
          <Button
            key={gateway}
            size="lg"
            variant="secondary"
            className="mt-3 w-full"
            loading={byGateway.isPending && byGateway.variables?.paymentMethod === gateway}
            disabled={byGateway.isPending}
            onClick={() => payBy(gateway)}
          >
            {gateway === 'stripe' ? <CreditCard aria-hidden="true" className="size-4" /> : <Wallet aria-hidden="true" className="size-4" />}
            {gateway === 'stripe' ? t('checkout.payByCard') : t('invoice.gateway.payWith', { provider: t(`payment.method.${gateway}`) })}
          </Button>
        ))}
      </section>

      <Dialog
        open={paying}
        onClose={() => setPaying(false)}
        title={t('payment.details')}
        description={t('checkout.subscribeTo', { plan: plan.name, price })}
      >
        <CheckoutPaymentForm plan={plan} currency={currency} onClose={() => setPaying(false)} />
      </Dialog>
    </div>
  );
}

function CheckoutPaymentForm({ plan, currency, onClose }: { plan: Plan; currency: DisplayCurrency; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { methods, method, choose, loading } = useMethodChoice();
  const create = useCreateSubscription();
  const amount = checkoutAmount(plan, currency);

  const send = (proof: SubmitPaymentBody) =>
    create.mutate(
      { planId: plan.id, amount, ...proof },
      {
        onSuccess: () => {
          toast.success(t('checkout.success'));
          onClose();
          void navigate(paths.dashboard);
        },
        onError: (cause) => {
          toast.error(submitError(cause));
          if (cause instanceof ApiError && cause.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
        },
      },
    );

  return (
    <PaymentProofForm
      method={method}
      pending={create.isPending}
      error={create.error ? submitError(create.error) : undefined}
      onSubmit={send}
      onCancel={onClose}
    >
      <MethodPicker methods={methods} value={method} onChange={choose} busy={loading} disabled={create.isPending} />
      <PayeeDetails method={method} amount={formatPrice(plan.price, currency)} amountCopy={String(amount)} />
    </PaymentProofForm>
  );
}
