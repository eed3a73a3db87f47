import { applyAsArtist } from '../domain/artists/accounts';
import { applyArtistRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(applyArtistRoute, async ({ user, body }) => created(await applyAsArtist(user.userId, body)));
