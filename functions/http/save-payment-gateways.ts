import { savePaymentGateways } from '../domain/integrations/gateways';
import { savePaymentGatewaysRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint({ savePaymentGateways: savePaymentGatewaysRoute }, 'savePaymentGateways', ({ body, user }) =>
  savePaymentGateways(body, user.userId),
);
