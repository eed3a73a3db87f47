import { exportOrdersCsv } from '../domain/orders/orders-export';
import { exportAdminOrdersRoute } from '../../shared/api/routes/orders';
import { endpoint } from './endpoint';

export const handler = endpoint(exportAdminOrdersRoute, async ({ query }) => exportOrdersCsv(query.job));
