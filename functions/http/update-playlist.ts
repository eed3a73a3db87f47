import { updatePlaylist } from '../domain/library/playlists';
import { updatePlaylistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(updatePlaylistRoute, async ({ user, params, body }) => updatePlaylist(user.userId, params.id, body));
