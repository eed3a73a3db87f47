import { userStats } from '../domain/accounts/admin-users';
import { getUserStatsRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';

export const handler = endpoint(getUserStatsRoute, () => userStats());
