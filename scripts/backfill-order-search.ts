/**
 * `npm run backfill-order-search -- --table <TableName>` gives the orders of a deployed stack that
 * predate the admin search's token index (no `searchTokens`) their token items, with your AWS
 * credentials, and sets the admin's processing count (pending orders with a submitted payment) once
 * for orders from before it. Idempotent: a rerun skips indexed orders and a set count. Locally,
 * `npm run seed` does both.
 */
import { parseArgs } from 'node:util';
import { useDeployedStack } from './deployed-stack-env';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('usage: npm run backfill-order-search -- --table <TableName output>');
  process.exit(2);
}
useDeployedStack({ table: values.table });
const started = Date.now();
const { backfillOrderSearch, countProcessingOrders } = await import('../functions/data/orders-repo');
const indexed = await backfillOrderSearch({ force: true });
console.log(`Order search: indexed ${indexed} orders (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const processing = await countProcessingOrders();
console.log(processing === undefined ? 'Processing count: already set' : `Processing count: ${processing} orders await a payment check`);
