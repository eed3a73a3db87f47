import { getActivePaymentMethods } from '../domain/settings/settings';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint('getActivePaymentMethods', async () => getActivePaymentMethods());
