import { artistEarnings } from '../domain/artists/earnings';
import { getArtistEarningsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(getArtistEarningsRoute, ({ user }) => artistEarnings(user.userId));
