import { toggleIntegration } from '../domain/integrations/integrations';
import { toggleIntegrationRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(toggleIntegrationRoute, ({ params, body, user }) =>
  toggleIntegration(params.id, body.is_active, user.userId),
);
