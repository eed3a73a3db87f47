import { getAdminSong } from '../domain/catalogue/songs-admin';
import { getAdminSongRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint({ getAdminSong: getAdminSongRoute }, 'getAdminSong', async ({ params }) => getAdminSong(params.songId));
