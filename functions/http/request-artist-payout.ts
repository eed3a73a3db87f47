import { requestPayout } from '../domain/artists/payouts';
import { requestArtistPayoutRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';
import { created } from '../lib/responses';

export const handler = endpoint({ requestArtistPayout: requestArtistPayoutRoute }, 'requestArtistPayout', async ({ user, body }) =>
  created(await requestPayout(user.userId, body)),
);
