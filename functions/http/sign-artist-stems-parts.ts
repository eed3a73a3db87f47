import { signArtistStemsParts } from '../domain/artists/studio-stems';
import { signArtistStemsPartsRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(signArtistStemsPartsRoute, ({ user, params, body }) =>
  signArtistStemsParts(user.userId, params.upload, body),
);
