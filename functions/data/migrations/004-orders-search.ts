import { backfillOrderSearch } from '../orders-repo';
import type { Migration } from './migration';

export const ordersSearch: Migration = {
  id: '004-orders-search',
  description: "orders from before the admin order search's token index get their token items",
  up: () => backfillOrderSearch({ force: true }),
};
