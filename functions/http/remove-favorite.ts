import { removeFavorite } from '../domain/library/favorites';
import { removeFavoriteRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(removeFavoriteRoute, async ({ user, params }) => removeFavorite(user.userId, params.songId));
