import { completeArtistStemsUpload } from '../domain/artists/studio-stems';
import { completeArtistStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(completeArtistStemsUploadRoute, ({ user, params, body }) =>
  completeArtistStemsUpload(user.userId, params.upload, body),
);
