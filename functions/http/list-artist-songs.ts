import { listArtistSongs } from '../domain/artists/studio';
import { listArtistSongsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(listArtistSongsRoute, ({ user }) => listArtistSongs(user.userId));
