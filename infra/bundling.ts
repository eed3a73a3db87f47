/**
 * esbuild options for every Lambda entry. CDK's local bundling (infra/constructs/api.ts) and
 * `npm run bench` both bundle with `handlerBuildOptions`, so the bench measures the bundles that are deployed.
 */
import { cpSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, buildSync, type BuildOptions, type Metafile } from 'esbuild';

export const LAMBDA_NODE_TARGET = 'node22';

/** Every function's NODE_OPTIONS (infra/constructs/api.ts); the bench imports the bundles with them too. */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/** ESM bundles that pull CommonJS dependencies need a real `require`. */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Packages left out of the bundle and shipped beside it instead (`node_modules/<name>` in the
 * function's folder, see `copyBesideBundle`), because a function loads them only on a path most
 * calls never take: nodemailer (239 KB minified) runs only when the admin turns SMTP on, and inlined
 * it would be parsed at every cold start of every mail-sending route.
 */
export const SHIPPED_MODULES: string[] = ['nodemailer'];

/**
 * Everything else is bundled: the AWS SDK is bundled and tree-shaken with each function. One
 * minified file imports about twice as fast as the runtime's SDK resolved from hundreds of files,
 * and a function carries only the clients it uses, at the version the lock file pins.
 */
export const EXTERNAL_MODULES: string[] = [...SHIPPED_MODULES];

/**
 * Packages swapped for trimmed stand-ins (`infra/bundling-shims/`), paths relative to the repository
 * root: pdf-lib's zlib port for Node's zlib, its PNG decoder (no function embeds a PNG) and its
 * standard fonts cut to the three the licence PDF uses, which keeps the licence function under 1 MB;
 * `node:stream/web`, which middy and file-type import only for an `instanceof` check, for the
 * global class loaded on first touch; and sanitize-html's `postcss`, which only parses `style`
 * attributes, which no allowlist here keeps (see each shim).
 */
export const BUNDLE_ALIASES: Record<string, string> = {
  'node:stream/web': './infra/bundling-shims/stream-web.mjs',
  postcss: './infra/bundling-shims/postcss.cjs',
  pako: './infra/bundling-shims/pako.mjs',
  '@pdf-lib/upng': './infra/bundling-shims/upng.mjs',
  '@pdf-lib/standard-fonts': './infra/bundling-shims/standard-fonts.mjs',
};

export const esbuildOptions = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourcemap: true,
  // The functions run with --enable-source-maps, which reads every map at a cold start: without the
  // sources inside, a function's maps are a third of the bytes (getMe 2.2 MB -> 0.7 MB) and the cold
  // import reads them in about three quarters of the time, while stack traces still name the source file and line.
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  external: EXTERNAL_MODULES,
  alias: BUNDLE_ALIASES,
};

/**
 * `import()` targets that esbuild would make a chunk of even when the code that imports them is
 * tree-shaken away, hoisting that chunk's share of modules it has in common with the handler into
 * the entry: the S3 client shares most of its SDK core with the DynamoDB client, and its XML
 * protocol, checksums and streams then loaded at every cold start of the 60-odd routes whose
 * modules mention S3, most of which never call it (about 9 % of their import); the same holds, on
 * a smaller scale, for the Secrets Manager, KMS and SES clients. The SDK's own `import('bowser')` (its
 * browser user-agent parser, exported beside the Node one) put a 33 KB chunk no Lambda ever loads
 * beside every handler that uses a client. A handler is bundled with these left out first; each one
 * its code still imports is then bundled in (as a lazy chunk).
 */
export const DROPPED_WHEN_UNCALLED = ['./s3-sdk', './secrets-manager-sdk', './kms-sdk', './sesv2-sdk', 'bowser'];

/**
 * A handler is bundled into a folder: `index.mjs` (the entry Lambda imports) and, beside it, one
 * chunk per `import()` the code makes. A chunk is read only when its import runs, so what a route
 * needs only on a rare path (pdf-lib for a licence's first download, the S3 client for the
 * catalogue snapshot of a cold container) is not parsed at every cold start, as it is when inlined.
 * Chunks sit next to the entry, so `new URL('./file', import.meta.url)` finds the files copied there.
 */
export const handlerBuildOptions = (entry: string, outdir: string, projectRoot: string): BuildOptions => ({
  ...esbuildOptions,
  entryPoints: { index: entry },
  outdir,
  splitting: true,
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  absWorkingDir: projectRoot,
  logLevel: 'silent',
});

/** Package files (`RouteDef.bundleFiles`: name in the folder → module path) and whole packages copied beside a bundle. */
export interface Beside {
  files?: Record<string, string>;
  modules?: readonly string[];
}

export function copyBesideBundle(outdir: string, projectRoot: string, { files = {}, modules = [] }: Beside): void {
  const resolveModule = createRequire(join(projectRoot, 'package.json')).resolve;
  for (const [name, module] of Object.entries(files)) cpSync(resolveModule(module), join(outdir, name));
  // A shipped package is copied whole: the bundle imports it by name at run time.
  for (const name of modules) {
    mkdirSync(join(outdir, 'node_modules'), { recursive: true });
    cpSync(dirname(resolveModule(`${name}/package.json`)), join(outdir, 'node_modules', name), { recursive: true });
  }
}

/** The `DROPPED_WHEN_UNCALLED` modules the handler's code, once tree-shaken, no longer imports: left out of its bundle. */
const uncalled = (meta: Metafile): string[] =>
  DROPPED_WHEN_UNCALLED.filter((path) => !Object.values(meta.outputs).some((o) => o.imports.some((i) => i.external && i.path === path)));

const finalOptions = (options: BuildOptions, probe: Metafile): BuildOptions => ({
  ...options,
  external: [...(options.external ?? []), ...uncalled(probe)],
});

const probeOptions = (options: BuildOptions): BuildOptions => ({
  ...options,
  external: [...(options.external ?? []), ...DROPPED_WHEN_UNCALLED],
  write: false,
  metafile: true,
});

/** Bundles a handler into `outdir` for CDK's local bundling (synchronous, as `ILocalBundling` is). */
export function bundleHandlerSync(entry: string, outdir: string, projectRoot: string, beside: Beside = {}): void {
  const options = handlerBuildOptions(entry, outdir, projectRoot);
  const probe = buildSync(probeOptions(options));
  buildSync(finalOptions(options, probe.metafile!));
  copyBesideBundle(outdir, projectRoot, beside);
}

/** The same, asynchronous, with esbuild's metafile (the bench and tests). */
export async function bundleHandler(entry: string, outdir: string, projectRoot: string, beside: Beside = {}): Promise<Metafile> {
  const options = handlerBuildOptions(entry, outdir, projectRoot);
  const probe = await build(probeOptions(options));
  const { metafile } = await build({ ...finalOptions(options, probe.metafile!), metafile: true });
  copyBesideBundle(outdir, projectRoot, beside);
  return metafile;
}

/**
 * Several handlers in one esbuild run, each module parsed once (tests that check many bundles): entry
 * `id` is written to `<outdir>/<id>/index.mjs`, the chunks beside the folders. A dropped module that
 * any of them still imports stays in for all, so each handler's outputs hold at least its own bundle.
 */
export async function bundleHandlers(entries: Record<string, string>, outdir: string, projectRoot: string): Promise<Metafile> {
  const options: BuildOptions = { ...handlerBuildOptions('', outdir, projectRoot), entryPoints: entries, entryNames: '[name]/index' };
  const probe = await build(probeOptions(options));
  const { metafile } = await build({ ...finalOptions(options, probe.metafile!), metafile: true });
  return metafile;
}

/** What a cold import reads: the entry's output (the bundle's `index.mjs` by default) and the outputs it imports statically, transitively. */
export const loadedAtImport = (
  meta: Metafile,
  entry = Object.keys(meta.outputs).find((p) => p.endsWith('/index.mjs') || p === 'index.mjs'),
): string[] => {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !meta.outputs[path]) return;
    seen.add(path);
    for (const i of meta.outputs[path].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  if (entry) visit(entry);
  return [...seen];
};
