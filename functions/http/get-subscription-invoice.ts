import { subscriptionInvoice } from '../domain/subscriptions/subscriptions';
import { getSubscriptionInvoiceRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';

export const handler = endpoint(getSubscriptionInvoiceRoute, async ({ user, params }) => subscriptionInvoice(user, params.subscriptionId));
