/**
 * esbuild options for every Lambda entry. CDK's NodejsFunction and `npm run bench` both use
 * these, so the bench measures the bundles that are deployed.
 */
import { resolve } from 'node:path';

export const LAMBDA_NODE_TARGET = 'node22';

/** ESM bundles that pull CommonJS dependencies need a real `require`. */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Packages left out of the bundle and shipped beside it instead (`node_modules/<name>` in the
 * function's folder, see infra/constructs/api.ts), because a function loads them only on a path most
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

/** `BUNDLE_ALIASES` as CDK `esbuildArgs`, with absolute paths so they resolve wherever esbuild runs. */
export const aliasArgs = (projectRoot: string): Record<string, string> =>
  Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([pkg, path]) => [`--alias:${pkg}`, resolve(projectRoot, path)]));

export const esbuildOptions = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourcemap: true,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  external: EXTERNAL_MODULES,
  alias: BUNDLE_ALIASES,
};
