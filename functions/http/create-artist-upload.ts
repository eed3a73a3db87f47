import { createArtistUpload } from '../domain/artists/studio';
import { createArtistUploadRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createArtistUploadRoute, async ({ user, body }) => created(await createArtistUpload(user.userId, body)));
