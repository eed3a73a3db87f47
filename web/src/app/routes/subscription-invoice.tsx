import { useParams } from 'react-router-dom';
import { SubscriptionInvoicePage } from '../../features/subscriptions/components/subscription-invoice-page';
import { RequireUser } from '../require-user';

export function Component() {
  const { subscriptionId = '' } = useParams();
  return (
    <RequireUser>
      <SubscriptionInvoicePage key={subscriptionId} subscriptionId={subscriptionId} />
    </RequireUser>
  );
}
