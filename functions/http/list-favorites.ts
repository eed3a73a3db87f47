import { listFavorites } from '../domain/library/favorites';
import { listFavoritesRoute } from '../../shared/api/routes/library';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listFavorites: listFavoritesRoute }, 'listFavorites', async ({ user }) => listFavorites(user.userId));
