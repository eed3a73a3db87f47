import { createPlaylist } from '../domain/library/playlists';
import { createPlaylistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createPlaylistRoute, async ({ user, body }) => created(await createPlaylist(user.userId, body.name)));
