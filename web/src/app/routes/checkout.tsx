import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageTitle } from '../page-title';
import '../../i18n/locales/en/subscriptions';
import { readCheckoutPlan } from '../../features/subscriptions/api/plans';
import { CheckoutPage } from '../../features/subscriptions/components/checkout-page';
import { RequireUser } from '../require-user';

/** Spec §2: checkout needs the plan chosen on /pricing in navigation state, else back to /pricing. */
export function Component() {
  const state: unknown = useLocation().state;
  const plan = readCheckoutPlan(state);
  if (!plan) return <Navigate to={paths.pricing} replace />;
  return (
    <RequireUser>
      <PageTitle titleKey="checkout.pageTitle" />
      <CheckoutPage plan={plan} />
    </RequireUser>
  );
}
