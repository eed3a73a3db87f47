import { updateArtistSong } from '../domain/artists/studio';
import { updateArtistSongRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ updateArtistSong: updateArtistSongRoute }, 'updateArtistSong', ({ user, params, body }) =>
  updateArtistSong(user.userId, params.id, body),
);
