import { createArtistStemsUpload } from '../domain/artists/studio-stems';
import { createArtistStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createArtistStemsUploadRoute, async ({ user, body }) =>
  created(await createArtistStemsUpload(user.userId, body)),
);
