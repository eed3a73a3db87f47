import { listTiers } from '../domain/licenses/tiers';
import { listLicenseTiersRoute } from '../../shared/api/routes/licenses';
import { endpoint } from './endpoint';

export const handler = endpoint(listLicenseTiersRoute, async () => listTiers());
