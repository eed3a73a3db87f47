import { trendingSongs } from '../domain/catalogue/trending';
import { listTrendingSongsRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';

export const handler = endpoint(listTrendingSongsRoute, async () => trendingSongs());
