import { getAdminSong } from '../domain/catalogue/songs-admin';
import { getAdminSongRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminSongRoute, async ({ params }) => getAdminSong(params.songId));
