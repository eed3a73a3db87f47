import { artistSales } from '../domain/artists/earnings';
import { getArtistSalesRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(getArtistSalesRoute, ({ user, query }) => artistSales(user.userId, query));
