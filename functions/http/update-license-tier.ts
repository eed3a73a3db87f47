import { updateTier } from '../domain/licenses/tiers';
import { updateLicenseTierRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ updateLicenseTier: updateLicenseTierRoute }, 'updateLicenseTier', async ({ params, body }) =>
  updateTier(params.tierId, body),
);
