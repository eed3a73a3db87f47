import { deleteSong } from '../domain/catalogue/songs-admin';
import { deleteSongRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteSongRoute, async ({ params }) => deleteSong(params.songId));
