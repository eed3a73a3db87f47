import { verifyLicense } from '../domain/licenses/licenses';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('verifyLicense', async ({ params, sourceIp }) => verifyLicense(params.key, sourceIp));
