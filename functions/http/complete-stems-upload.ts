import { completeStemsUpload } from '../domain/licenses/stems-upload';
import { completeStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ completeStemsUpload: completeStemsUploadRoute }, 'completeStemsUpload', async ({ params, body }) =>
  completeStemsUpload(params.upload, body),
);
