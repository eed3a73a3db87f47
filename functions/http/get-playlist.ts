import { getPlaylist } from '../domain/library/playlists';
import { getPlaylistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint({ getPlaylist: getPlaylistRoute }, 'getPlaylist', async ({ user, params }) =>
  getPlaylist(user.userId, params.id),
);
