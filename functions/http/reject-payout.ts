import { decideArtistPayout } from '../domain/artists/payouts';
import { rejectPayoutRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(rejectPayoutRoute, ({ params, body }) =>
  decideArtistPayout(params.id, 'rejected', body.reason, env.SITE_URL),
);
