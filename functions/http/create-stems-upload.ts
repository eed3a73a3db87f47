import { createStemsUpload } from '../domain/licenses/stems-upload';
import { createStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';
import { created } from '../lib/responses';

export const handler = endpoint({ createStemsUpload: createStemsUploadRoute }, 'createStemsUpload', async ({ body }) =>
  created(await createStemsUpload(body)),
);
