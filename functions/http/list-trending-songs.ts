import { trendingSongs } from '../domain/catalogue/trending';
import { listTrendingSongsRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listTrendingSongs: listTrendingSongsRoute }, 'listTrendingSongs', async () => trendingSongs());
