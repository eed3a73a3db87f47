import { updateArtistSong } from '../domain/artists/studio';
import { updateArtistSongRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(updateArtistSongRoute, ({ user, params, body }) => updateArtistSong(user.userId, params.id, body));
