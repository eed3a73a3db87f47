import { deleteTier } from '../domain/licenses/tiers';
import { deleteLicenseTierRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ deleteLicenseTier: deleteLicenseTierRoute }, 'deleteLicenseTier', async ({ params }) =>
  deleteTier(params.tierId),
);
