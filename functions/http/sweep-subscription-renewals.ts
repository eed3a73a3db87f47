import { sweepStemsUploads } from '../domain/licenses/stems-sweep';
import { sweepRenewals } from '../domain/subscriptions/renewals';
import { sweepSubscriptionRenewalsRoute } from '../../shared/api/routes/subscriptions';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { logger } from '../lib/log';
import { scheduledOrHttp } from '../lib/scheduled';

/** The hourly upkeep: renewals, then the stems uploads a crash or a quit browser left behind. */
const sweep = async () => {
  const renewals = await sweepRenewals(env.SITE_URL);
  const stems = await sweepStemsUploads().catch((error: unknown) => {
    // The renewals above went through; the stems wait for the next run.
    logger.error('stems upload sweep failed', { error });
    return { cleared: 0 };
  });
  return { ...renewals, stemsCleared: stems.cleared };
};

/** The admin's "run now" through the API, and the hourly sweep from the schedule. */
export const handler = scheduledOrHttp(endpoint(sweepSubscriptionRenewalsRoute, sweep), sweep);
