import { myPayouts } from '../domain/artists/payouts';
import { listArtistPayoutsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(listArtistPayoutsRoute, ({ user }) => myPayouts(user.userId));
