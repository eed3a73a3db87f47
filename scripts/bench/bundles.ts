/**
 * Lambda bundle section: for every route, bundle its handler with the exact esbuild options CDK
 * deploys (`infra/bundling.ts`), then measure minified + gzip size and the cold import time of
 * the bundle in fresh Node processes (Node start-up excluded).
 *
 * Targets (measured here, never asserted in tests): ≤ 400 KB minified, median cold import ≤ 60 ms.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { esbuildOptions } from '../../infra/bundling';
import { handlerFile, kebab, routeList } from '../../shared/api/routes';
import { cacheDir, kb, median, ms, progress, repoRoot, table, type Section } from './lib';

export const TARGET_MINIFIED_BYTES = 400 * 1024;
export const TARGET_COLD_IMPORT_MS = 60;
export const IMPORT_RUNS = 5;
const IMPORT_TIMEOUT_MS = 30_000;

interface Row {
  id: string;
  route: string;
  minified?: number;
  gzip?: number;
  imports?: number[];
  /** Largest node_modules packages in the output, by bytes. */
  top?: [string, number][];
  error?: string;
}

const short = (msg: string): string => {
  const line = msg.replace(/\s+/g, ' ').trim();
  return line.length > 180 ? `${line.slice(0, 177)}…` : line;
};

/** Configuration the handlers read at module top level; nothing is called at import. */
const lambdaEnv = (): NodeJS.ProcessEnv => {
  const dir = cacheDir('env');
  const secretsFile = join(dir, 'secrets.json');
  writeFileSync(secretsFile, JSON.stringify({ jwtSecret: 'bench-only-secret-0123456789abcdef0123456789abcdef' }));
  const outbox = cacheDir('env', 'outbox');
  const env: NodeJS.ProcessEnv = { ...process.env };
  // No tsx loader or other preloads in the measured process.
  delete env.NODE_OPTIONS;
  return {
    ...env,
    TABLE_NAME: 'bench-table',
    MEDIA_BUCKET: 'bench-media',
    SITE_URL: 'http://localhost:5173',
    SECRETS_FILE: secretsFile,
    MAIL_OUTBOX_DIR: outbox,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9',
    AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9',
    S3_FORCE_PATH_STYLE: 'true',
  };
};

/** Output bytes per npm package (or `(app)` for repository code). */
const topPackages = (meta: Metafile, outfile: string): [string, number][] => {
  const out = Object.entries(meta.outputs).find(([p]) => p.endsWith(outfile.split('/').pop()!))?.[1];
  if (!out) return [];
  const byPkg = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
    const afterNm = input.split('node_modules/').slice(1).pop();
    const m = afterNm && !afterNm.startsWith('.') ? /^((?:@[^/]+\/)?[^/]+)/.exec(afterNm) : null;
    const pkg = m ? m[1]! : '(app)';
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + bytesInOutput);
  }
  return [...byPkg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
};

const bundle = async (row: Row, outDir: string, entryOf: (id: string) => string): Promise<string | undefined> => {
  const entry = entryOf(row.id);
  if (!existsSync(join(repoRoot, entry))) {
    row.error = `handler file missing: ${entry}`;
    return undefined;
  }
  const outfile = join(outDir, `${kebab(row.id)}.mjs`);
  try {
    const result = await build({
      ...esbuildOptions,
      entryPoints: [join(repoRoot, entry)],
      outfile,
      absWorkingDir: repoRoot,
      metafile: true,
      write: true,
      logLevel: 'silent',
    });
    const js = readFileSync(outfile);
    row.minified = js.byteLength;
    row.gzip = gzipSync(js, { level: 9 }).byteLength;
    row.top = topPackages(result.metafile, outfile);
    return outfile;
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    row.error = `bundle failed: ${short(
      first ? `${first.text}${first.location ? ` (${first.location.file}:${first.location.line})` : ''}` : String(err),
    )}`;
    return undefined;
  }
};

/** One fresh Node process: time `await import(bundle)` only. */
const coldImport = (file: string, env: NodeJS.ProcessEnv): Promise<number> => {
  const url = pathToFileURL(file).href;
  const script = [
    'const t0 = performance.now();',
    `const mod = await import(${JSON.stringify(url)});`,
    'const dt = performance.now() - t0;',
    "if (typeof mod.handler !== 'function') { console.error('module has no exported function `handler`'); process.exit(3); }",
    'console.log(dt);',
    'process.exit(0);',
  ].join('\n');
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: repoRoot, env, timeout: IMPORT_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) {
          const lines = stderr.split('\n').map((l) => l.trim());
          const detail =
            lines.find((l) => /^([\w$]*Error|Error)(\s*\[[\w_]+\])?:/.test(l)) ??
            lines.find((l) => /error|cannot|missing/i.test(l) && !l.startsWith('at ') && l.length < 300) ??
            (lines.find(Boolean) || err.message);
          reject(new Error(err.killed ? `import timed out after ${IMPORT_TIMEOUT_MS} ms` : `import failed: ${detail}`));
          return;
        }
        const value = Number(stdout.trim().split('\n').pop());
        if (Number.isFinite(value)) resolvePromise(value);
        else reject(new Error(`import printed no timing: ${stdout.trim().slice(0, 100)}`));
      },
    );
  });
};

/** `entryOf` maps a route id to its handler path relative to the repo root (overridable for self-tests). */
export const measureBundles = async (
  routes: readonly { id: string; method: string; path: string }[] = routeList,
  entryOf: (id: string) => string = handlerFile,
): Promise<Row[]> => {
  const outDir = cacheDir('bundles');
  rmSync(outDir, { recursive: true, force: true });
  cacheDir('bundles');
  const env = lambdaEnv();

  const rows: Row[] = routes.map((r) => ({ id: r.id, route: `${r.method} ${r.path}` }));
  progress(`bundling ${rows.length} handlers`);
  const files = await Promise.all(rows.map((row) => bundle(row, outDir, entryOf)));

  // Sequential on purpose: concurrent processes would skew each other's timings.
  for (const [i, row] of rows.entries()) {
    const file = files[i];
    if (!file) continue;
    progress(`cold import ${row.id} ×${IMPORT_RUNS}`);
    const times: number[] = [];
    try {
      for (let n = 0; n < IMPORT_RUNS; n++) times.push(await coldImport(file, env));
      row.imports = times;
    } catch (err) {
      row.error = short((err as Error).message);
    }
  }
  return rows;
};

export const renderBundles = (rows: Row[]): string => {
  const verdict = (r: Row): string => {
    if (r.error) return `❌ ${r.error}`;
    const over: string[] = [];
    if (r.minified! > TARGET_MINIFIED_BYTES) over.push('size');
    if (median(r.imports!) > TARGET_COLD_IMPORT_MS) over.push('cold import');
    return over.length ? `⚠️ over target: ${over.join(', ')}` : '✅';
  };
  const body = rows.map((r) =>
    r.error && r.minified === undefined
      ? [r.id, `\`${r.route}\``, '—', '—', '—', verdict(r)]
      : [
          r.id,
          `\`${r.route}\``,
          kb(r.minified!),
          kb(r.gzip!),
          r.imports ? `${ms(median(r.imports))} (${ms(Math.min(...r.imports))}–${ms(Math.max(...r.imports))})` : '—',
          verdict(r),
        ],
  );
  const ok = rows.filter((r) => !r.error && verdict(r) === '✅').length;
  const errors = rows.filter((r) => r.error).length;
  const warn = rows.length - ok - errors;

  const measured = rows.filter((r) => r.top?.length);
  const contributors = measured.length
    ? [
        '',
        '<details><summary>Largest contributors per bundle (bytes in minified output)</summary>',
        '',
        table(
          ['route id', 'top packages'],
          measured.map((r) => [r.id, r.top!.map(([p, b]) => `${p} ${kb(b)} KB`).join(', ')]),
        ),
        '',
        '</details>',
      ]
    : [];

  return [
    `Targets (measured, not asserted): minified ≤ ${TARGET_MINIFIED_BYTES / 1024} KB, median cold import ≤ ${TARGET_COLD_IMPORT_MS} ms. ` +
      `Bundled with \`infra/bundling.ts\` \`esbuildOptions\` (externals \`@aws-sdk/*\`, \`@smithy/*\` resolved from the repo's node_modules); ` +
      `sizes exclude the source map; KB = 1024 bytes; gzip = zlib level 9. ` +
      `Cold import = \`await import(bundle)\` in ${IMPORT_RUNS} fresh Node ${process.version} processes (start-up excluded): median (min–max).`,
    '',
    table(['route id', 'route', 'minified KB', 'gzip KB', 'cold import ms', 'target'], body),
    '',
    `**${rows.length} routes: ${ok} ✅, ${warn} ⚠️, ${errors} ❌**`,
    ...contributors,
  ].join('\n');
};

export const section: Section = {
  name: 'bundles',
  title: 'Lambda bundles',
  description: 'per-route handler bundle size (minified, gzip) and cold import time',
  run: async () => renderBundles(await measureBundles()),
};
