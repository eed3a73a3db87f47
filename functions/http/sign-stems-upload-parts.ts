import { signStemsUploadParts } from '../domain/licenses/stems-upload';
import { signStemsUploadPartsRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ signStemsUploadParts: signStemsUploadPartsRoute }, 'signStemsUploadParts', async ({ params, body }) =>
  signStemsUploadParts(params.upload, body),
);
