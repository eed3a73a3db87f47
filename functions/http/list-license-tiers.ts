import { listTiers } from '../domain/licenses/tiers';
import { listLicenseTiersRoute } from '../../shared/api/routes/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listLicenseTiers: listLicenseTiersRoute }, 'listLicenseTiers', async () => listTiers());
