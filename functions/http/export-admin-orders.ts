import { exportOrdersCsv } from '../domain/orders/orders';
import { exportAdminOrdersRoute } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';
import { raw } from '../lib/responses';

export const handler = endpoint({ exportAdminOrders: exportAdminOrdersRoute }, 'exportAdminOrders', async () =>
  raw(await exportOrdersCsv(), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
  }),
);
