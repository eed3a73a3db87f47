import { updateSong } from '../domain/catalogue/song-saves';
import { updateAdminSongRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(updateAdminSongRoute, async ({ params, body }) => updateSong(params.songId, body));
