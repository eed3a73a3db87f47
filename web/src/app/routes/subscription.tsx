import { site } from '../../config/site';
import { SubscriptionPlansPage } from '../../features/subscriptions/components/subscription-plans-page';

export function Component() {
  return (
    <>
      <title>{`Subscription Plans · ${site.name}`}</title>
      <SubscriptionPlansPage />
    </>
  );
}
