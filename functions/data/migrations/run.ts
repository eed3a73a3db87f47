/**
 * Runs the numbered data migrations in order, each at most once per table: a `MIGRATION#<id>`
 * item records one that completed, and a later run skips it. A migration that throws records
 * nothing and stops the run (the next run starts again from it). `npm run migrate`, the seed and
 * `npm start` call this.
 */
import { putIf } from '../conditional';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../client';
import { ENTITY, keys } from '../keys';
import { usersDirectory } from './001-users-directory';
import { usersSearch } from './002-users-search';
import { contactInbox } from './003-contact-inbox';
import { ordersSearch } from './004-orders-search';
import { processingCount } from './005-processing-count';
import { followerIndex } from './006-follower-index';
import { renewalIndex } from './007-renewal-index';
import { licenseTiers } from './008-license-tiers';
import { buyerPaidTotals } from './009-buyer-paid-totals';
import type { Migration } from './migration';

/** Every migration, in the order they run (their ids sort the same way). */
export const MIGRATIONS: readonly Migration[] = [
  usersDirectory,
  usersSearch,
  contactInbox,
  ordersSearch,
  processingCount,
  followerIndex,
  renewalIndex,
  licenseTiers,
  buyerPaidTotals,
];

export interface MigrationRun {
  applied: { id: string; changed: number }[];
  skipped: string[];
}

export async function runMigrations(log: (line: string) => void = () => {}, migrations = MIGRATIONS): Promise<MigrationRun> {
  const run: MigrationRun = { applied: [], skipped: [] };
  for (const migration of migrations) {
    const record = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.migration(migration.id), ConsistentRead: true }));
    if (record.Item) {
      run.skipped.push(migration.id);
      continue;
    }
    const started = Date.now();
    const changed = await migration.up();
    // Another run applied it at the same time; the migration itself is idempotent.
    await putIf({
      Item: {
        ...keys.migration(migration.id),
        _type: ENTITY.migration,
        id: migration.id,
        description: migration.description,
        changed,
        appliedAt: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    run.applied.push({ id: migration.id, changed });
    log(`Migration ${migration.id}: ${migration.description} (${changed} changed, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return run;
}
