import { streamLocation } from '../domain/licences/licences';
import { endpoint } from '../lib/endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint('streamAudio', async ({ params, user }) => redirect(await streamLocation(params.songId, user?.userId)));
