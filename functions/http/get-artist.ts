import { getArtist } from '../domain/library/follows';
import { getArtistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(getArtistRoute, async ({ user, params }) => getArtist(params.artist, user?.userId));
