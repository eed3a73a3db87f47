import { listAdminSongs } from '../domain/catalogue/songs-admin';
import { listAdminSongsRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(listAdminSongsRoute, async ({ query }) => {
  const page = await listAdminSongs(query);
  return new Reply(200, page.songs, {
    'X-Total-Count': String(page.total),
    ...(page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {}),
  });
});
