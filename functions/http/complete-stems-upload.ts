import { completeStemsUpload } from '../domain/licenses/stems-upload';
import { completeStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(completeStemsUploadRoute, async ({ params, body }) => completeStemsUpload(params.upload, body));
