import { updateTier } from '../domain/licenses/tiers';
import { updateLicenseTierRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(updateLicenseTierRoute, async ({ params, body }) => updateTier(params.tierId, body));
