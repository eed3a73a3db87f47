import { followArtist } from '../domain/library/follows';
import { followArtistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(followArtistRoute, async ({ user, params }) => followArtist(user.userId, params.artist));
