import { systemHealth } from '../domain/analytics/dashboard';
import { getAdminHealthRoute } from '../../shared/api/routes/analytics';
import { endpoint } from './endpoint';

export const handler = endpoint(getAdminHealthRoute, () => systemHealth());
