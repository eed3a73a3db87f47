import { getPublicPaymentSettings } from '../domain/settings/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getPaymentSettings', async () => getPublicPaymentSettings());
