import { createUpload } from '../domain/catalogue/song-uploads';
import { createUploadRoute } from '../../shared/api/routes/songs-admin';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createUploadRoute, async ({ body }) => created(await createUpload(body)));
