import { deleteSong } from '../domain/catalogue/songs-admin';
import { deleteSongRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint({ deleteSong: deleteSongRoute }, 'deleteSong', async ({ params }) => deleteSong(params.songId));
