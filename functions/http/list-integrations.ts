import { listIntegrations } from '../domain/integrations/integrations';
import { listIntegrationsRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(listIntegrationsRoute, () => listIntegrations());
