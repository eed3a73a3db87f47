import { createTier } from '../domain/licenses/tiers';
import { createLicenseTierRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createLicenseTierRoute, async ({ body }) => created(await createTier(body)));
