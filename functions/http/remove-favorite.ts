import { removeFavorite } from '../domain/library/favorites';
import { removeFavoriteRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint({ removeFavorite: removeFavoriteRoute }, 'removeFavorite', async ({ user, params }) =>
  removeFavorite(user.userId, params.songId),
);
