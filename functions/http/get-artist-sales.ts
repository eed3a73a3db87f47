import { artistSales } from '../domain/artists/earnings';
import { getArtistSalesRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getArtistSales: getArtistSalesRoute }, 'getArtistSales', ({ user, query }) =>
  artistSales(user.userId, query),
);
