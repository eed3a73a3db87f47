import { getPublicSong } from '../domain/catalogue/songs';
import { getSongRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';

export const handler = endpoint(getSongRoute, async ({ params }) => getPublicSong(params.songId));
