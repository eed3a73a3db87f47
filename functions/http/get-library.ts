import { library } from '../domain/licenses/licenses';
import { ordersRoutes } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint(ordersRoutes, 'getLibrary', async ({ user }) => library(user.userId));
