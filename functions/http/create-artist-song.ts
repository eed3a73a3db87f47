import { createArtistSong } from '../domain/artists/studio-saves';
import { createArtistSongRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createArtistSongRoute, async ({ user, body }) => created(await createArtistSong(user.userId, body)));
