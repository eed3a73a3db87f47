import { streamLocation } from '../domain/licenses/licenses';
import { catalogueRoutes } from '../../shared/api/routes/catalogue';
import { endpoint } from '../lib/endpoint';
import { redirect } from '../lib/responses';

export const handler = endpoint(catalogueRoutes, 'streamAudio', async ({ params, user }) =>
  redirect(await streamLocation(params.songId, user?.userId)),
);
