import { getPaymentGateways } from '../domain/integrations/gateways';
import { getPaymentGatewaysRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(getPaymentGatewaysRoute, () => getPaymentGateways());
