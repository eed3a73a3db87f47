/**
 * A Lambda's cold import builds no zod schema: every schema a module declares stands behind
 * `z.lazySchema` (shared/api/zod.ts) until a request reads it, so a route pays for the schemas it
 * uses, when it uses them, and never for the rest of the modules it imports. A schema built at
 * module level (a bare `z.object(…)`, or a read such as `Role.options` at the top of a module)
 * fails this test with the module that built it.
 *
 * zod calls `globalConfig.postProcessor` for every schema it constructs (zod/compile installs
 * itself there); the first test proves the hook still fires, so this suite cannot pass by going blind.
 *
 * @own-module-graph: it must import every handler first (vitest.config.ts runs it in unit-mocks).
 */
import * as core from 'zod/v4/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

const built: string[] = [];
const origin = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .slice(1)
    .map((line) => /\/(shared|functions)\/[^:)]+:\d+/.exec(line)?.[0])
    .find((where) => where && !where.startsWith('/shared/api/zod.ts')) ?? 'unknown';

beforeAll(() => {
  setFunctionEnv();
  core.config({
    postProcessor: (inst: { _zod: { def: { type: string } } }) => {
      built.push(`${inst._zod.def.type} built at ${origin(new Error().stack)}`);
    },
  });
});
afterEach(() => {
  built.length = 0;
});

describe('schemas at import', () => {
  it('are seen by the hook when one is built', async () => {
    const z = await import('../../shared/api/zod');
    z.object({ a: z.string() });
    expect(built.length).toBeGreaterThanOrEqual(2);
  });

  it('are not built by importing any Lambda handler, until a schema is read', async () => {
    const { handlerFile, routeList } = await import('../../shared/api/routes');
    for (const route of routeList) await import(`../../${handlerFile(route.id)}`);
    expect(built).toEqual([]);

    const { User } = await import('../../functions/data/users-repo');
    expect(User.safeParse({}).success).toBe(false);
    expect(built.length).toBeGreaterThan(0);
  }, 120_000);
});
