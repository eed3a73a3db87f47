import { createArtistSong } from '../domain/artists/studio';
import { createArtistSongRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';
import { created } from '../lib/responses';

export const handler = endpoint({ createArtistSong: createArtistSongRoute }, 'createArtistSong', async ({ user, body }) =>
  created(await createArtistSong(user.userId, body)),
);
