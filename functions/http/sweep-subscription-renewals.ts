import { sweepRenewals } from '../domain/subscriptions/renewals';
import { sweepSubscriptionRenewalsRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

const http = endpoint(sweepSubscriptionRenewalsRoute, async () => sweepRenewals(env.SITE_URL));

/** An EventBridge schedule's event (infra: the hourly rule); API Gateway never sends `source` or `detail-type`. */
const isScheduled = (event: unknown): boolean =>
  typeof event === 'object' &&
  event !== null &&
  (event as Record<string, unknown>).source === 'aws.events' &&
  (event as Record<string, unknown>)['detail-type'] === 'Scheduled Event';

/** The admin's "run now" through the API, and the hourly sweep from the schedule. */
export const handler = async (event: Parameters<typeof http>[0], context: Parameters<typeof http>[1]) =>
  isScheduled(event) ? sweepRenewals(env.SITE_URL) : http(event, context);
