import { listenerStats } from '../domain/accounts/self-service';
import { getListenerStatsRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(getListenerStatsRoute, async ({ user }) => listenerStats(user.userId));
