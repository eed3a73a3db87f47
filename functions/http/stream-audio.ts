import { streamLocation } from '../domain/licenses/licenses';
import { streamAudioRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint(streamAudioRoute, async ({ params, query, user }) =>
  redirect(await streamLocation(params.songId, user?.userId, query.quality)),
);
