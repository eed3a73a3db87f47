import { verifyLicense } from '../domain/licenses/licenses';
import { verifyLicenseRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(verifyLicenseRoute, async ({ params, clientAddress }) => verifyLicense(params.key, await clientAddress()));
