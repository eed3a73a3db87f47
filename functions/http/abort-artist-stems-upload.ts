import { abortArtistStemsUpload } from '../domain/artists/studio-stems';
import { abortArtistStemsUploadRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(abortArtistStemsUploadRoute, ({ user, params, body }) =>
  abortArtistStemsUpload(user.userId, params.upload, body),
);
