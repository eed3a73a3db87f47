/**
 * `npm run backfill-follower-index -- --table <TableName>` indexes the follows of a deployed stack
 * made before the new-release mails (no GSI1 keys) under their artist, with your AWS credentials.
 * Idempotent: a rerun skips indexed follows. Locally, `npm start` does it.
 */
import { parseArgs } from 'node:util';
import { useDeployedStack } from './deployed-stack-env';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('usage: npm run backfill-follower-index -- --table <TableName output>');
  process.exit(2);
}
useDeployedStack({ table: values.table });
const started = Date.now();
const { backfillFollowerIndex } = await import('../functions/data/releases-repo');
const listeners = await backfillFollowerIndex({ force: true });
console.log(`Follower index: indexed the follows of ${listeners} listeners (${((Date.now() - started) / 1000).toFixed(1)} s)`);
