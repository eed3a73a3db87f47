import { sweepRenewals } from '../domain/subscriptions/renewals';
import { sweepSubscriptionRenewalsRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { scheduledOrHttp } from '../lib/scheduled';

const sweep = () => sweepRenewals(env.SITE_URL);

/** The admin's "run now" through the API, and the hourly sweep from the schedule. */
export const handler = scheduledOrHttp(endpoint(sweepSubscriptionRenewalsRoute, sweep), sweep);
