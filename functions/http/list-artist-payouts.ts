import { myPayouts } from '../domain/artists/payouts';
import { listArtistPayoutsRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listArtistPayouts: listArtistPayoutsRoute }, 'listArtistPayouts', ({ user }) => myPayouts(user.userId));
