import { getPublicSong } from '../domain/catalogue/songs';
import { catalogueRoutes } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(catalogueRoutes, 'getSong', async ({ params }) => getPublicSong(params.songId));
