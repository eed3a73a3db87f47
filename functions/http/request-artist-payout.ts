import { requestPayout } from '../domain/artists/payouts';
import { requestArtistPayoutRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(requestArtistPayoutRoute, async ({ user, body }) => created(await requestPayout(user.userId, body)));
