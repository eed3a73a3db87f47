import { deletePlaylist } from '../domain/library/playlists';
import { deletePlaylistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(deletePlaylistRoute, async ({ user, params }) => deletePlaylist(user.userId, params.id));
