import { decideArtistApplication } from '../domain/artists/accounts';
import { decideArtistApplicationRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(decideArtistApplicationRoute, ({ params, body }) => decideArtistApplication(params.id, body));
