import { sendReleaseDigests } from '../domain/library/release-digest';
import { sendReleaseDigestsRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { scheduledOrHttp } from '../lib/scheduled';

const sweep = () => sendReleaseDigests(env.SITE_URL);

/** The admin's "run now" through the API, and the hourly sweep from the schedule. */
export const handler = scheduledOrHttp(endpoint(sendReleaseDigestsRoute, sweep), sweep);
