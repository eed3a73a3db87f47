import { listAdminSongs } from '../domain/catalogue/songs-admin';
import { listAdminSongsRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listAdminSongs: listAdminSongsRoute }, 'listAdminSongs', async ({ query }) => listAdminSongs(query));
