import { saveIntegration } from '../domain/integrations/integrations';
import { saveIntegrationRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(saveIntegrationRoute, ({ body, user }) => saveIntegration(body, user.userId));
