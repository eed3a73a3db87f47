import { PageTitle } from '../page-title';
import '../../i18n/locales/en/subscriptions';
import { SubscriptionPlansPage } from '../../features/subscriptions/components/subscription-plans-page';

export function Component() {
  return (
    <>
      <PageTitle titleKey="plans.subscriptionTitle" />
      <SubscriptionPlansPage />
    </>
  );
}
