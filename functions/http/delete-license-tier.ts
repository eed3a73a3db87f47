import { deleteTier } from '../domain/licenses/tiers';
import { deleteLicenseTierRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteLicenseTierRoute, async ({ params }) => deleteTier(params.tierId));
