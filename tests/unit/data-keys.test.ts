/**
 * functions/data/keys.ts is the one owner of key templates. The prefixes are read from keys.ts
 * itself (every template is called with a marker argument), then every source file under
 * functions/ and scripts/ is searched for a string literal that starts with one of them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as keyModule from '../../functions/data/keys';

/** The key modules: keys.ts and the artists' block kept apart in artist-keys.ts. */
const KEYS_FILES = new Set(['functions/data/keys.ts', 'functions/data/artist-keys.ts']);
const MARKER = '\u0000';

/** Every string a template of keys.ts produces, with each argument replaced by the marker. */
function templateOutputs(): string[] {
  const outputs: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') outputs.push(value);
    else if (typeof value === 'function')
      visit((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => MARKER)));
    else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v);
  };
  const { ENTITY: _entityTypes, ...templates } = keyModule;
  visit(templates);
  return outputs;
}

/**
 * The literal head of each output: `USER#` from `USER#<id>#ORDERS`, `ORDERS#` from
 * `ORDERS#<status>`, or a whole constant such as `PROFILE` or `STATS`. Outputs that start with
 * an argument (`<createdAt>#<id>`) or with digits (padded ids) have no literal head.
 */
function keyLiterals(): { prefixes: string[]; constants: string[] } {
  const prefixes = new Set<string>();
  const constants = new Set<string>();
  for (const output of templateOutputs()) {
    const head = /^[A-Z][A-Z_]*(?:#[A-Z][A-Z_]*)*#?/.exec(output)?.[0];
    if (!head) continue;
    if (head === output) constants.add(head);
    else prefixes.add(head.endsWith('#') ? head : `${head}#`);
    const first = /^[A-Z][A-Z_]*#/.exec(head)?.[0];
    if (first && first !== head) prefixes.add(first);
  }
  return { prefixes: [...prefixes].sort(), constants: [...constants].sort() };
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** Comments may name a key (`GSI1 SONGS`) for the reader; only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A literal that starts with a prefix, or that is (or starts with) a constant key part. */
function literalPattern(prefixes: string[], constants: string[]): RegExp {
  const starts = prefixes.map(escape).join('|');
  const whole = constants.map(escape).join('|');
  return new RegExp(`(['"\`])(?:(?:${starts})|(?:${whole})(?:\\1|#|\\$\\{))`, 'g');
}

function offenders(root: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const rel = relative('.', file);
    if (KEYS_FILES.has(rel)) continue;
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        pattern.lastIndex = 0;
        if (pattern.test(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('key templates', () => {
  const { prefixes, constants } = keyLiterals();
  const pattern = literalPattern(prefixes, constants);

  it('are read from keys.ts itself (the prefixes this test guards)', () => {
    expect(prefixes).toEqual(
      expect.arrayContaining(['USER#', 'SONG#', 'ORDER#', 'ORDERS#', 'PENDING#', 'TXN#', 'LICENSE#', 'OWNS#', 'SUB#', 'DL#', 'DAY#']),
    );
    expect(constants).toEqual(
      expect.arrayContaining(['STATS', 'GLOBAL', 'SONGS', 'ORDERS', 'PLANS', 'USERS', 'CONTACTS', 'PROFILE', 'ACTIVE_SUB']),
    );
  });

  it('catch a key literal written outside keys.ts', () => {
    for (const line of [
      "Key: { PK: 'STATS', SK: 'GLOBAL' }",
      "hit('CONTACT', ip)",
      'pk: `USER#${userId}#SUBS`',
      "':pk': 'SONGS'",
      "':gsi3': 'ORDERS#completed'",
      "begins_with(SK, 'OWNS#')",
    ]) {
      pattern.lastIndex = 0;
      expect(pattern.test(line), line).toBe(true);
    }
    for (const line of [
      "code: 'ORDER_NOT_PENDING'",
      "type: 'Subscription Download'",
      "status: 'pending'",
      "// the GSI1 'SONGS' partition",
    ]) {
      pattern.lastIndex = 0;
      expect(pattern.test(withoutComments(line)), line).toBe(false);
    }
  });

  it('appear nowhere in functions/ or scripts/ but keys.ts', () => {
    expect([...offenders('functions', pattern), ...offenders('scripts', pattern)]).toEqual([]);
  });
});

describe('the domain', () => {
  const REQUEST_PARTS =
    /\b(UpdateExpression|ConditionExpression|KeyConditionExpression|TransactItems|TableName|ExpressionAttributeValues)\b/;

  it('builds no DynamoDB request, item expression or transaction entry (repositories do)', () => {
    const found = sourceFiles('functions/domain').flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, i) => (REQUEST_PARTS.test(line) ? [`${relative('.', file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
