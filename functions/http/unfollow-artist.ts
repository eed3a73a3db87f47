import { unfollowArtist } from '../domain/library/follows';
import { unfollowArtistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(unfollowArtistRoute, async ({ user, params }) => unfollowArtist(user.userId, params.artist));
