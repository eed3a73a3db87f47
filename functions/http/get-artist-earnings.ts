import { artistEarnings } from '../domain/artists/earnings';
import { getArtistEarningsRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getArtistEarnings: getArtistEarningsRoute }, 'getArtistEarnings', ({ user }) =>
  artistEarnings(user.userId),
);
