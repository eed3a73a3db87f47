import { streamLocation } from '../domain/catalogue/stream';
import { endpoint } from '../lib/endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint('streamAudio', async ({ params }) => redirect(await streamLocation(params.songId)));
