import { topSongs } from '../domain/analytics/dashboard';
import { getAdminTopSongsRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminTopSongsRoute, ({ query }) => topSongs(query.limit));
