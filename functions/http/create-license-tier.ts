import { createTier } from '../domain/licenses/tiers';
import { createLicenseTierRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';
import { created } from '../lib/responses';

export const handler = endpoint({ createLicenseTier: createLicenseTierRoute }, 'createLicenseTier', async ({ body }) =>
  created(await createTier(body)),
);
