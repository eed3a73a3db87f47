import { verifyLicence } from '../domain/licences/licences';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('verifyLicense', async ({ params, sourceIp }) => verifyLicence(params.key, sourceIp));
