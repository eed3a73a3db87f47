/**
 * `npm run migrate` applies the data migrations (functions/data/migrations) that the table has not
 * recorded yet, in order: to a local data folder (`--data-dir`, default as `npm start`; stop
 * `npm start` on it first), or with `--table <TableName>` to a deployed stack with your AWS
 * credentials. A second run applies nothing.
 */
import { parseArgs } from 'node:util';
import { useDeployedStack } from './deployed-stack-env';
import { resolveDataDir } from './local/env';
import { startLocalStack } from './local/stack';

const { values } = parseArgs({ options: { table: { type: 'string' }, 'data-dir': { type: 'string' } } });

async function migrate(): Promise<void> {
  const { runMigrations } = await import('../functions/data/migrations/run');
  const run = await runMigrations(console.log);
  console.log(`Migrations: ${run.applied.length} applied, ${run.skipped.length} already recorded`);
}

if (values.table) {
  useDeployedStack({ table: values.table });
  await migrate();
} else {
  const dataDir = resolveDataDir(values['data-dir'] ?? process.env.DATA_DIR);
  const stack = await startLocalStack({ dataDir, sitePort: Number(process.env.PORT ?? 3000), log: console.log });
  try {
    await migrate();
  } finally {
    await stack.stop();
  }
}
