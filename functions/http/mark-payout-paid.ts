import { decideArtistPayout } from '../domain/artists/payouts';
import { markPayoutPaidRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(markPayoutPaidRoute, ({ params, body }) =>
  decideArtistPayout(params.id, 'paid', body.reference, env.SITE_URL),
);
