import { listSongs } from '../domain/catalogue/songs';
import { listSongsRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(listSongsRoute, async ({ query }) => {
  const page = await listSongs(query);
  return new Reply(200, page.songs, page.nextCursor ? { 'X-Next-Cursor': page.nextCursor } : {});
});
