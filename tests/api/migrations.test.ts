/**
 * The numbered data migrations (functions/data/migrations) against the shared stack's table, run
 * in-process as `npm run migrate` runs them: the stack's start applied each once and recorded it,
 * and every later run applies each migration at most once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { isLocalStack } from '../helpers/api';
import { setFunctionEnv } from '../helpers/function-env';
import { stack } from '../helpers/stack';

describe.skipIf(!isLocalStack())('npm run migrate', async () => {
  setFunctionEnv();
  Object.assign(process.env, { TABLE_NAME: 'marketplace', AWS_ENDPOINT_URL_DYNAMODB: stack().ddbEndpoint });
  const { MIGRATIONS, runMigrations } = await import('../../functions/data/migrations/run');
  const { ddb, tableName } = await import('../../functions/data/client');
  const { keys } = await import('../../functions/data/keys');

  it('numbers the migrations in the order they run', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(ids.every((id) => /^\d{3}-[a-z0-9-]+$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the stack’s start applied and recorded every migration; running them again applies none', async () => {
    for (const { id } of MIGRATIONS) {
      const record = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.migration(id), ConsistentRead: true }));
      expect(record.Item, id).toMatchObject({ _type: 'Migration', id });
      expect(typeof record.Item?.changed).toBe('number');
      expect(typeof record.Item?.appliedAt).toBe('string');
    }
    const again = await runMigrations();
    expect(again.applied).toEqual([]);
    expect(again.skipped).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it('a new migration is applied by the first run only, after those before it, and recorded', async () => {
    const calls: string[] = [];
    const run = `${Date.now().toString(36)}${process.pid}`;
    const first = { id: `900-test-${run}-a`, description: 'test a', up: async () => (calls.push('a'), 3) };
    const second = { id: `901-test-${run}-b`, description: 'test b', up: async () => (calls.push('b'), 0) };
    const once = await runMigrations(() => {}, [first, second]);
    const twice = await runMigrations(() => {}, [first, second]);
    expect(calls).toEqual(['a', 'b']);
    expect(once.applied).toEqual([
      { id: first.id, changed: 3 },
      { id: second.id, changed: 0 },
    ]);
    expect(twice).toEqual({ applied: [], skipped: [first.id, second.id] });
  });

  it('a migration that fails records nothing, stops the run, and the next run starts from it', async () => {
    const run = `${Date.now().toString(36)}${process.pid}`;
    let fail = true;
    const calls: string[] = [];
    const flaky = {
      id: `910-test-${run}-flaky`,
      description: 'fails once',
      up: async () => {
        calls.push('flaky');
        if (fail) throw new Error('busy');
        return 1;
      },
    };
    const after = { id: `911-test-${run}-after`, description: 'after', up: async () => (calls.push('after'), 0) };
    await expect(runMigrations(() => {}, [flaky, after])).rejects.toThrow('busy');
    expect(calls).toEqual(['flaky']);
    fail = false;
    const retried = await runMigrations(() => {}, [flaky, after]);
    expect(retried.applied.map((a) => a.id)).toEqual([flaky.id, after.id]);
    expect(calls).toEqual(['flaky', 'flaky', 'after']);
  });
});
