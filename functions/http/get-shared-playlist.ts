import { getSharedPlaylist } from '../domain/library/playlists';
import { getSharedPlaylistRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(getSharedPlaylistRoute, async ({ params }) => getSharedPlaylist(params.shareId));
