import { addFavorite } from '../domain/library/favorites';
import { addFavoriteRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(addFavoriteRoute, async ({ user, params }) => addFavorite(user.userId, params.songId));
