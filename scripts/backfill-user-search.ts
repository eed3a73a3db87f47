/**
 * `npm run backfill-user-search -- --table <TableName>` gives the accounts of a deployed stack that
 * predate the admin users search's token index (no `searchTokens`) their token items, with your AWS
 * credentials. Idempotent: a rerun skips indexed accounts. Locally, `npm run seed` does it.
 */
import { parseArgs } from 'node:util';
import { useDeployedStack } from './deployed-stack-env';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('usage: npm run backfill-user-search -- --table <TableName output>');
  process.exit(2);
}
useDeployedStack({ table: values.table });
const started = Date.now();
const { backfillUserSearch } = await import('../functions/data/users-repo');
const indexed = await backfillUserSearch({ force: true });
console.log(`Users search: indexed ${indexed} accounts (${((Date.now() - started) / 1000).toFixed(1)} s)`);
