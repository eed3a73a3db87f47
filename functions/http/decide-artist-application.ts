import { decideArtistApplication } from '../domain/artists/accounts';
import { decideArtistApplicationRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ decideArtistApplication: decideArtistApplicationRoute }, 'decideArtistApplication', ({ params, body }) =>
  decideArtistApplication(params.id, body),
);
