import { signStemsUploadParts } from '../domain/licenses/stems-upload';
import { signStemsUploadPartsRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(signStemsUploadPartsRoute, async ({ params, body }) => signStemsUploadParts(params.upload, body));
