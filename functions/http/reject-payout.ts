import { decideArtistPayout } from '../domain/artists/payouts';
import { rejectPayoutRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';

export const handler = endpoint({ rejectPayout: rejectPayoutRoute }, 'rejectPayout', ({ params, body }) =>
  decideArtistPayout(params.id, 'rejected', body.reason, env.SITE_URL),
);
