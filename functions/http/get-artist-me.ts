import { artistMe } from '../domain/artists/accounts';
import { getArtistMeRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(getArtistMeRoute, ({ user }) => artistMe(user.userId));
