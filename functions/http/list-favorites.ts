import { listFavorites } from '../domain/library/favorites';
import { listFavoritesRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint({ listFavorites: listFavoritesRoute }, 'listFavorites', async ({ user }) => listFavorites(user.userId));
