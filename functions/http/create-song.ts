import { createSong } from '../domain/catalogue/song-saves';
import { createSongRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createSongRoute, async ({ body }) => created(await createSong(body)));
