/**
 * Lambda bundle section: for every route, bundle its handler with the exact esbuild options CDK
 * deploys (`infra/bundling.ts`) and time `await import(bundle)` in fresh Node processes,
 * alternating with the floor — a bare `DynamoDBDocumentClient` bundled the same way, the cost any
 * route that reads the table pays. The ratio handler ÷ floor comes from one interleaved run, so
 * it holds on a busy machine where absolute milliseconds do not.
 *
 * Both run with the functions' NODE_OPTIONS (`--enable-source-maps`, which reads each file's
 * source map at import), as Lambda runs them.
 *
 * Targets (issue 22; measured here, never asserted in tests): median ratio ≤ 1.5, worst ratio ≤ 2.5,
 * every bundle ≤ 1 MB.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { bundleHandler, LAMBDA_NODE_OPTIONS, loadedAtImport } from '../../infra/bundling';
import { handlerFile, kebab, routeList } from '../../shared/api/routes';
import { cacheDir, kb, median, ms, progress, repoRoot, table, type Section } from './lib';

export const TARGET_MEDIAN_RATIO = 1.5;
export const TARGET_WORST_RATIO = 2.5;
export const TARGET_BUNDLE_BYTES = 1024 * 1024;
/**
 * Handler and floor imports per route, alternating (`BENCH_IMPORT_RUNS` overrides). Fifteen: on
 * this machine one cold import of the same file takes 45 to 100 ms (its CPU time follows the clock:
 * the virtual CPU's speed varies, it is not waiting), so a median of nine moved a route's ratio by
 * ±0.2 between runs; fifteen pairs halve that spread without changing what is measured.
 */
export const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS) || 15;
const IMPORT_TIMEOUT_MS = 30_000;
const BUNDLE_CONCURRENCY = 8;
/** `BENCH_ROUTES=getMe,login` measures those routes only (a quick check; the report says so). */
const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(',').map((id) => id.trim()).filter(Boolean);

/** The floor: what a route that reads the table cannot avoid importing. */
const FLOOR_SOURCE = [
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
  'const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
  'export const handler = async () => ddb;',
].join('\n');

interface Bundle {
  /** Every `.mjs` file of the function's folder: the entry and all its chunks (what is deployed). */
  minified: number;
  gzip: number;
  /** What a cold import reads: the entry and the chunks it imports statically (not those behind `import()`). */
  atImport: number;
  /** Files behind `import()`, read only when that import runs. */
  lazyChunks: number;
  /** Largest node_modules packages in the output, by bytes. */
  top: [string, number][];
}

interface Row {
  id: string;
  route: string;
  bundle?: Bundle;
  imports?: number[];
  /** Floor imports interleaved with this route's. */
  floor?: number[];
  /** CPU time (user + system) of the same imports: waiting for a busy core does not count. */
  importsCpu?: number[];
  floorCpu?: number[];
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
  return {
    ...process.env,
    // The functions' own NODE_OPTIONS (source maps read at import), and no tsx loader or other preloads.
    NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
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

/** Output bytes per npm package (or `(app)` for repository code), over every file of the bundle. */
const topPackages = (meta: Metafile): [string, number][] => {
  const byPkg = new Map<string, number>();
  for (const out of Object.values(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
      const afterNm = input.split('node_modules/').slice(1).pop();
      const m = afterNm && !afterNm.startsWith('.') ? /^((?:@[^/]+\/)?[^/]+)/.exec(afterNm) : null;
      const pkg = m ? m[1]! : '(app)';
      byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  return [...byPkg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
};

/** Bundles `entry` (absolute) into the folder `outdir` as CDK does; throws with esbuild's first error. */
const bundleFile = async (entry: string, outdir: string): Promise<Bundle> => {
  try {
    const meta = await bundleHandler(entry, outdir, repoRoot);
    const code = Object.keys(meta.outputs).filter((p) => /\.m?js$/.test(p));
    const bytes = (paths: string[]) => paths.reduce((n, p) => n + meta.outputs[p]!.bytes, 0);
    const all = Buffer.concat(code.map((p) => readFileSync(join(repoRoot, p))));
    const atImport = loadedAtImport(meta);
    return {
      minified: bytes(code),
      gzip: gzipSync(all, { level: 9 }).byteLength,
      atImport: bytes(atImport),
      lazyChunks: code.length - atImport.length,
      top: topPackages(meta),
    };
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    throw new Error(
      `bundle failed: ${short(first ? `${first.text}${first.location ? ` (${first.location.file}:${first.location.line})` : ''}` : String(err))}`,
      { cause: err },
    );
  }
};

/** Wall and CPU milliseconds of one cold import. */
interface ImportTime {
  wall: number;
  cpu: number;
}

/** One fresh Node process: time `await import(bundle)` only, by the clock and in CPU time. */
const coldImport = (file: string, env: NodeJS.ProcessEnv): Promise<ImportTime> => {
  const url = pathToFileURL(file).href;
  const script = [
    'const c0 = process.cpuUsage();',
    'const t0 = performance.now();',
    `const mod = await import(${JSON.stringify(url)});`,
    'const dt = performance.now() - t0;',
    'const cpu = process.cpuUsage(c0);',
    "if (typeof mod.handler !== 'function') { console.error('module has no exported function `handler`'); process.exit(3); }",
    'console.log(dt, (cpu.user + cpu.system) / 1000);',
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
        const [wall, cpu] = (stdout.trim().split('\n').pop() ?? '').split(' ').map(Number);
        if (Number.isFinite(wall) && Number.isFinite(cpu)) resolvePromise({ wall: wall!, cpu: cpu! });
        else reject(new Error(`import printed no timing: ${stdout.trim().slice(0, 100)}`));
      },
    );
  });
};

export interface Measurement {
  rows: Row[];
  floor?: Bundle;
  /** 1-minute load average before and after the import runs. */
  load: [number, number];
}

/** `entryOf` maps a route id to its handler path relative to the repo root (overridable for self-tests). */
export const measureBundles = async (
  routes: readonly { id: string; method: string; path: string }[] = routeList,
  entryOf: (id: string) => string = handlerFile,
): Promise<Measurement> => {
  const outDir = cacheDir('bundles');
  rmSync(outDir, { recursive: true, force: true });
  cacheDir('bundles');
  const env = lambdaEnv();

  // Written under node_modules/.cache so the SDK resolves from the repository like a handler's imports.
  const floorEntry = join(outDir, 'floor-entry.mjs');
  writeFileSync(floorEntry, FLOOR_SOURCE);
  const floorDir = join(outDir, 'floor');
  const floor = await bundleFile(floorEntry, floorDir);
  const floorFile = join(floorDir, 'index.mjs');

  const rows: Row[] = routes.map((r) => ({ id: r.id, route: `${r.method} ${r.path}` }));
  progress(`bundling ${rows.length} handlers`);
  // A few at a time: 133 builds at once in one esbuild service stopped it on a loaded machine.
  const files: (string | undefined)[] = [];
  for (let i = 0; i < rows.length; i += BUNDLE_CONCURRENCY) {
    files.push(...(await bundleRows(rows.slice(i, i + BUNDLE_CONCURRENCY))));
  }
  async function bundleRows(batch: Row[]) {
    return Promise.all(batch.map(async (row) => {
      const entry = entryOf(row.id);
      if (!existsSync(join(repoRoot, entry))) {
        row.error = `handler file missing: ${entry}`;
        return undefined;
      }
      const dir = join(outDir, kebab(row.id));
      try {
        row.bundle = await bundleFile(join(repoRoot, entry), dir);
        return join(dir, 'index.mjs');
      } catch (err) {
        row.error = (err as Error).message;
        return undefined;
      }
    }));
  }

  const loadBefore = loadavg()[0]!;
  // Sequential on purpose: concurrent processes would skew each other's timings. Alternating
  // handler and floor exposes both to the same background load.
  for (const [i, row] of rows.entries()) {
    const file = files[i];
    if (!file) continue;
    progress(`cold import ${row.id} ×${IMPORT_RUNS}, alternating with the floor`);
    const imports: ImportTime[] = [];
    const floorTimes: ImportTime[] = [];
    try {
      for (let n = 0; n < IMPORT_RUNS; n++) {
        // Alternate who goes first so neither always follows the other's disk-cache warm-up.
        if (n % 2) {
          floorTimes.push(await coldImport(floorFile, env));
          imports.push(await coldImport(file, env));
        } else {
          imports.push(await coldImport(file, env));
          floorTimes.push(await coldImport(floorFile, env));
        }
      }
      row.imports = imports.map((t) => t.wall);
      row.floor = floorTimes.map((t) => t.wall);
      row.importsCpu = imports.map((t) => t.cpu);
      row.floorCpu = floorTimes.map((t) => t.cpu);
    } catch (err) {
      row.error = short((err as Error).message);
    }
  }
  return { rows, floor, load: [loadBefore, loadavg()[0]!] };
};

/**
 * An earlier run kept for comparison (`bench/bundles-baseline.json`): each route's ratio then is
 * shown beside its ratio now. Replace the file to move the baseline.
 */
interface Baseline {
  measuredAt: string;
  note: string;
  rows: Record<string, { bundleKb: number; ratio: number; cpuRatio: number }>;
}

const BASELINE_FILE = join(repoRoot, 'bench', 'bundles-baseline.json');

export const loadBaseline = (): Baseline | undefined =>
  existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : undefined;

const ratioOf = (r: Row): number | undefined =>
  r.imports && r.floor ? median(r.imports) / median(r.floor) : undefined;
const cpuRatioOf = (r: Row): number | undefined =>
  r.importsCpu && r.floorCpu ? median(r.importsCpu) / median(r.floorCpu) : undefined;

export const renderBundles = ({ rows, floor, load }: Measurement, baseline: Baseline | undefined = loadBaseline()): string => {
  const before = (r: Row): string => {
    const then = baseline?.rows[r.id];
    return then ? `${then.ratio.toFixed(2)} (${then.bundleKb.toFixed(0)} KB)` : '—';
  };
  const verdict = (r: Row): string => {
    if (r.error) return `❌ ${r.error}`;
    const over: string[] = [];
    if (r.bundle!.minified > TARGET_BUNDLE_BYTES) over.push('size');
    if (ratioOf(r)! > TARGET_WORST_RATIO) over.push('ratio');
    return over.length ? `⚠️ over: ${over.join(', ')}` : '✅';
  };
  const body = rows.map((r) =>
    !r.bundle
      ? [r.id, `\`${r.route}\``, '—', '—', '—', '—', '—', '—', '—', before(r), verdict(r)]
      : [
          r.id,
          `\`${r.route}\``,
          kb(r.bundle.minified),
          r.bundle.lazyChunks ? `${kb(r.bundle.atImport)} (+${r.bundle.lazyChunks} lazy)` : kb(r.bundle.atImport),
          kb(r.bundle.gzip),
          r.imports ? ms(median(r.imports)) : '—',
          r.floor ? ms(median(r.floor)) : '—',
          ratioOf(r)?.toFixed(2) ?? '—',
          cpuRatioOf(r)?.toFixed(2) ?? '—',
          before(r),
          verdict(r),
        ],
  );

  const ratios = rows.map((r) => ({ id: r.id, ratio: ratioOf(r) })).filter((x): x is { id: string; ratio: number } => x.ratio !== undefined);
  const worst = ratios.reduce<{ id: string; ratio: number } | undefined>((w, x) => (!w || x.ratio > w.ratio ? x : w), undefined);
  const medianRatio = ratios.length ? median(ratios.map((x) => x.ratio)) : undefined;
  const cpuRatios = rows.map(cpuRatioOf).filter((x): x is number => x !== undefined);
  const cpuMedian = cpuRatios.length ? median(cpuRatios).toFixed(2) : '—';
  const cpuWorst = cpuRatios.length ? Math.max(...cpuRatios).toFixed(2) : '—';
  const largest = rows.reduce<Row | undefined>((l, r) => (r.bundle && (!l || r.bundle.minified > l.bundle!.minified) ? r : l), undefined);
  const errors = rows.filter((r) => r.error).length;
  const mark = (ok: boolean) => (ok ? '✅' : '⚠️');

  const summary = [
    `- Median ratio: **${medianRatio?.toFixed(2) ?? '—'}** (target ≤ ${TARGET_MEDIAN_RATIO}) ${mark(medianRatio !== undefined && medianRatio <= TARGET_MEDIAN_RATIO)}`,
    `- Worst ratio: **${worst?.ratio.toFixed(2) ?? '—'}** (\`${worst?.id ?? '—'}\`; target ≤ ${TARGET_WORST_RATIO}) ${mark(worst !== undefined && worst.ratio <= TARGET_WORST_RATIO)}`,
    `- Largest bundle: **${largest ? kb(largest.bundle!.minified) : '—'} KB** (\`${largest?.id ?? '—'}\`; target ≤ ${TARGET_BUNDLE_BYTES / 1024} KB) ${mark(largest !== undefined && largest.bundle!.minified <= TARGET_BUNDLE_BYTES)}`,
    `- CPU-time ratio (same imports, user + system CPU instead of the clock; a busy machine's waits for a core drop out): median ${cpuMedian}, worst ${cpuWorst}`,
    `- Floor bundle: ${floor ? `${kb(floor.minified)} KB` : '—'}; ${rows.length} routes, ${errors} ❌`,
    `- Machine load (1-min average) before / after the import runs: ${load[0].toFixed(2)} / ${load[1].toFixed(2)}`,
  ];
  if (baseline) {
    const then = Object.values(baseline.rows);
    summary.push(
      `- Before (\`bench/bundles-baseline.json\`, ${baseline.measuredAt}; ${baseline.note}): median ratio ${median(then.map((x) => x.ratio)).toFixed(2)}, ` +
        `worst ${Math.max(...then.map((x) => x.ratio)).toFixed(2)}, CPU median ${median(then.map((x) => x.cpuRatio)).toFixed(2)}; its ratio and bundle size per route are in the "before" column`,
    );
  }

  const measured = rows.filter((r) => r.bundle?.top.length);
  const contributors = measured.length
    ? [
        '',
        '<details><summary>Largest contributors per bundle (bytes in minified output)</summary>',
        '',
        table(
          ['route id', 'top packages'],
          measured.map((r) => [r.id, r.bundle!.top.map(([p, b]) => `${p} ${kb(b)} KB`).join(', ')]),
        ),
        '',
        '</details>',
      ]
    : [];

  return [
    `Targets (measured, not asserted): median ratio ≤ ${TARGET_MEDIAN_RATIO}, worst ratio ≤ ${TARGET_WORST_RATIO}, every bundle ≤ ${TARGET_BUNDLE_BYTES / 1024} KB. ` +
      `Each handler is bundled with \`infra/bundling.ts\` \`bundleHandler\` into a folder, as CDK deploys it (\`index.mjs\` plus one chunk per \`import()\`); so is the floor, a bare \`DynamoDBDocumentClient.from(new DynamoDBClient({}))\`. ` +
      `Cold import = \`await import(bundle)\` in a fresh Node ${process.version} process with \`NODE_OPTIONS=${LAMBDA_NODE_OPTIONS}\` as the functions run (start-up excluded); ` +
      `${IMPORT_RUNS} handler imports per route alternate with ${IMPORT_RUNS} floor imports, and ratio = handler median ÷ floor median of that same run; ` +
      `CPU ratio = the same with each import's CPU time (what a Lambda with its own vCPU waits for), steadier than the clock on a loaded machine. ` +
      `Bundle KB = every minified \`.mjs\` file of the folder without source maps (1024 bytes); read at import = the entry and the chunks it imports statically, with the number of chunks behind \`import()\` (read only when that import runs); gzip = zlib level 9 of all files.`,
    '',
    ...summary,
    '',
    table(['route id', 'route', 'bundle KB', 'read at import KB', 'gzip KB', 'handler ms', 'floor ms', 'ratio', 'CPU ratio', 'before: ratio (KB)', 'target'], body),
    ...contributors,
  ].join('\n');
};

async function runSection(): Promise<string> {
  const routes = ONLY_ROUTES ? routeList.filter((r) => ONLY_ROUTES.includes(r.id)) : routeList;
  const report = renderBundles(await measureBundles(routes));
  return ONLY_ROUTES ? `**Subset: ${routes.length} of ${routeList.length} routes (\`BENCH_ROUTES\`).**\n\n${report}` : report;
}

export const section: Section = {
  name: 'bundles',
  title: 'Lambda bundles',
  description: 'per-route handler bundle size and cold import time relative to a bare DynamoDB document client',
  run: runSection,
};

