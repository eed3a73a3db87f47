/**
 * `npm run backfill-order-search -- --table <TableName>` gives the orders of a deployed stack that
 * predate the admin search's token index (no `searchTokens`) their token items, with your AWS
 * credentials. Idempotent: a rerun skips indexed orders. Locally, `npm run seed` does it.
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
const { backfillOrderSearch } = await import('../functions/data/orders-repo');
const indexed = await backfillOrderSearch({ force: true });
console.log(`Order search: indexed ${indexed} orders (${((Date.now() - started) / 1000).toFixed(1)} s)`);
