import { listArtistSongs } from '../domain/artists/studio';
import { listArtistSongsRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listArtistSongs: listArtistSongsRoute }, 'listArtistSongs', ({ user }) => listArtistSongs(user.userId));
