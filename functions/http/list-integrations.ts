import { listIntegrations } from '../domain/integrations/integrations';
import { listIntegrationsRoute } from '../../shared/api/routes/integrations';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listIntegrations: listIntegrationsRoute }, 'listIntegrations', () => listIntegrations());
