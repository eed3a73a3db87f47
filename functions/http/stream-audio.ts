import { streamLocation } from '../domain/licenses/licenses';
import { endpoint } from '../lib/endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint('streamAudio', async ({ params, user }) => redirect(await streamLocation(params.songId, user?.userId)));
