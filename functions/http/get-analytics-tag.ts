import { getAnalyticsTag } from '../domain/integrations/integrations';
import { getAnalyticsTagRoute } from '../../shared/api/routes/integrations';
import { endpoint } from './endpoint';

export const handler = endpoint(getAnalyticsTagRoute, () => getAnalyticsTag());
