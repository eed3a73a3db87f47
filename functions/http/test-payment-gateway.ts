import { testPaymentGateway } from '../domain/integrations/gateways';
import { testPaymentGatewayRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(testPaymentGatewayRoute, ({ params, body }) => testPaymentGateway(params.name, body));
