import { savePaymentGateways } from '../domain/integrations/gateways';
import { savePaymentGatewaysRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(savePaymentGatewaysRoute, ({ body, user }) => savePaymentGateways(body, user.userId));
