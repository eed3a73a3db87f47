import { createStemsUpload } from '../domain/licenses/stems-upload';
import { createStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createStemsUploadRoute, async ({ body }) => created(await createStemsUpload(body)));
