import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of ARCHITECTURE.md live in eslint.config.js. These cases lint one import line as
 * if it stood in a file of a given layer, so a config change that stops a rule from biting fails here.
 * Type information is off: boundary rules read paths, not types, and a file that does not exist yet
 * cannot be in the TypeScript project.
 */
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle']);

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  // The first lint loads the config and every plugin; pay for it here, not in the first case.
  await eslint.lintText('', { filePath: 'shared/warm-up.ts' });
}, 60_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

/** The first source file of a web feature, as an import path seen from `fromDir`. */
function aFileOf(feature: string, fromDir: string): string {
  const dir = join('web/src/features', feature);
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .sort()[0];
  if (!file) throw new Error(`${dir} has no source file`);
  return relative(fromDir, join(dir, file)).replace(/\.tsx?$/, '');
}

describe('import boundaries', () => {
  it('rejects an AWS SDK import in the domain', async () => {
    const errors = await boundaryErrors(
      'functions/domain/orders/new-rule.ts',
      "import { S3Client } from '@aws-sdk/client-s3';\nexport const c = S3Client;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*@aws-sdk\/client-s3.*never touch the AWS SDK/)]);
  });

  it('rejects a repository import in a handler, which must go through the domain', async () => {
    const errors = await boundaryErrors('functions/http/new-route.ts', "import * as keys from '../data/keys';\nexport const k = keys;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*imports only functions\/lib, functions\/domain/)]);
  });

  it('rejects an import from any layer of functions/ in the kernel', async () => {
    const errors = await boundaryErrors('functions/kernel/new-util.ts', "import { env } from '../lib/env';\nexport const e = env;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/kernel is the bottom layer/)]);
  });

  it.each([
    ['the domain', "import { assertOpen } from '../domain/settings/maintenance';\nexport const a = assertOpen;\n"],
    ['a repository', "import * as keys from '../data/keys';\nexport const k = keys;\n"],
    ['the handler wiring', "import { endpoint } from '../http/endpoint';\nexport const e = endpoint;\n"],
  ])('rejects %s imported by functions/lib', async (_what, code) => {
    const errors = await boundaryErrors('functions/lib/new-helper.ts', code);
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/lib imports only functions\/kernel/)]);
  });

  it.each([
    ['functions/data/new-repo.ts', "import { assertOpen } from '../domain/settings/maintenance';\nexport const a = assertOpen;\n"],
    ['functions/media/new-step.ts', "import { endpoint } from '../http/endpoint';\nexport const e = endpoint;\n"],
    ['functions/mail/new-template.ts', "import { assertOpen } from '../domain/settings/maintenance';\nexport const a = assertOpen;\n"],
  ])('rejects a domain or handler import in %s', async (filePath, code) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*sit below the domain/)]);
  });

  it('rejects a handler import in the domain', async () => {
    const errors = await boundaryErrors(
      'functions/domain/orders/new-rule.ts',
      "import { endpoint } from '../../http/endpoint';\nexport const e = endpoint;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/domain never imports functions\/http/)]);
  });

  it('rejects an import cycle inside a layer', async () => {
    // no-cycle reads the graph from disk, so both ends of the cycle are written out for the case.
    const dir = mkdtempSync(join('functions/lib', 'cycle-case-'));
    try {
      const code = "import { a } from './a';\nexport const b = (): unknown => a;\n";
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): unknown => b;\n");
      writeFileSync(join(dir, 'b.ts'), code);
      expect(await boundaryErrors(join(dir, 'b.ts'), code)).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a functions/ import in the web app', async () => {
    const errors = await boundaryErrors(
      'web/src/lib/new-helper.ts',
      "import { endpoint } from '../../../functions/http/endpoint';\nexport const e = endpoint;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/ never imports functions\//)]);
  });

  it('rejects one feature importing another', async () => {
    const fromDir = 'web/src/features/orders/components';
    const other = aFileOf('admin', fromDir);
    const errors = await boundaryErrors(`${fromDir}/new-panel.tsx`, `import * as other from '${other}';\nexport const o = other;\n`);
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/)]);
  });

  it('rejects shared/ importing outside shared/ or a Node built-in', async () => {
    const outside = await boundaryErrors(
      'shared/api/new-schema.ts',
      "import { ValidationError } from '../../functions/kernel/errors';\nexport const v = ValidationError;\n",
    );
    expect(outside).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ is imported by web and functions alike/)]);

    const builtin = await boundaryErrors('shared/new-util.ts', "import { createHash } from 'node:crypto';\nexport const h = createHash;\n");
    expect(builtin).toEqual([expect.stringMatching(/^no-restricted-imports: .*no Node built-ins/)]);
  });

  it('accepts the imports the layers are meant to use', async () => {
    const ownFeature = aFileOf('orders', 'web/src/features/orders/components');
    const cases: [string, string][] = [
      ['functions/domain/orders/new-rule.ts', "import * as keys from '../../data/keys';\nexport const k = keys;\n"],
      [
        'functions/lib/new-helper.ts',
        "import { NotFoundError } from '../kernel/errors';\nimport { env } from './env';\nexport const x = [NotFoundError, env];\n",
      ],
      [
        'functions/data/new-repo.ts',
        "import { env } from '../lib/env';\nimport { NotFoundError } from '../kernel/errors';\nexport const x = [env, NotFoundError];\n",
      ],
      ['functions/kernel/new-util.ts', "import { NotFoundError } from './errors';\nexport const x = NotFoundError;\n"],
      [
        'functions/http/new-route.ts',
        "import { endpoint } from './endpoint';\nimport { NotFoundError } from '../kernel/errors';\nimport { TOAST_DURATION_MS } from '../../shared/constants';\nexport const x = [endpoint, NotFoundError, TOAST_DURATION_MS];\n",
      ],
      [
        'web/src/features/orders/components/new-panel.tsx',
        `import * as own from '${ownFeature}';\nimport { cn } from '../../../lib/cn';\nexport const x = [own, cn];\n`,
      ],
      [
        'shared/api/new-schema.ts',
        "import * as z from 'zod';\nimport { TOAST_DURATION_MS } from '../constants';\nexport const x = [z, TOAST_DURATION_MS];\n",
      ],
    ];
    for (const [filePath, code] of cases) expect(await boundaryErrors(filePath, code), filePath).toEqual([]);
  });
});
