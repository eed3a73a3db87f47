import { artistMe } from '../domain/artists/accounts';
import { getArtistMeRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getArtistMe: getArtistMeRoute }, 'getArtistMe', ({ user }) => artistMe(user.userId));
