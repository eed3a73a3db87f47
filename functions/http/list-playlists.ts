import { listPlaylists } from '../domain/library/playlists';
import { listPlaylistsRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(listPlaylistsRoute, async ({ user }) => listPlaylists(user.userId));
