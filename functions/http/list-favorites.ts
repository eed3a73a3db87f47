import { listFavorites } from '../domain/library/favorites';
import { listFavoritesRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(listFavoritesRoute, async ({ user }) => listFavorites(user.userId));
