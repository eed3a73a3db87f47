import { getPaymentGateways } from '../domain/integrations/gateways';
import { getPaymentGatewaysRoute } from '../../shared/api/routes/integrations';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ getPaymentGateways: getPaymentGatewaysRoute }, 'getPaymentGateways', () => getPaymentGateways());
