import { getPlaylist } from '../domain/library/playlists';
import { getPlaylistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(getPlaylistRoute, async ({ user, params }) => getPlaylist(user.userId, params.id));
