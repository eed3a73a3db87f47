import { setSongStatus } from '../domain/catalogue/songs-admin';
import { updateSongStatusRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(updateSongStatusRoute, async ({ params, body }) => setSongStatus(params.songId, body));
