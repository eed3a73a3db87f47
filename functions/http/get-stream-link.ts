import { streamTarget } from '../domain/licenses/licenses';
import { getStreamLinkRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';

export const handler = endpoint(getStreamLinkRoute, async ({ params, query, user }) =>
  streamTarget(params.songId, user?.userId, query.quality),
);
