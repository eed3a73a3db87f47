import { purchaseSubscription } from '../domain/subscriptions/start-subscription';
import { createGuestSubscription } from '../domain/subscriptions/guest-plans';
import { purchaseSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { checkout } from '../domain/orders/guest-checkout';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(purchaseSubscriptionRoute, async (req) => {
  const { created, placed } = await checkout(req, createGuestSubscription, purchaseSubscription);
  return new Reply(created ? 201 : 200, placed);
});
