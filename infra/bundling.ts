/**
 * esbuild options for every Lambda entry. CDK's NodejsFunction and `npm run bench` both use
 * these, so the bench measures the bundles that are deployed.
 */
import { resolve } from 'node:path';

export const LAMBDA_NODE_TARGET = 'node22';

/** ESM bundles that pull CommonJS dependencies need a real `require`. */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Nothing is external: the AWS SDK is bundled and tree-shaken with each function. One minified
 * file imports about twice as fast as the runtime's SDK resolved from hundreds of files, and a
 * function carries only the clients it uses, at the version the lock file pins.
 */
export const EXTERNAL_MODULES: string[] = [];

/**
 * Packages swapped for trimmed stand-ins (`infra/bundling-shims/`), paths relative to the repository
 * root: pdf-lib's zlib port for Node's zlib, its PNG decoder (no function embeds a PNG) and its
 * standard fonts cut to the three the licence PDF uses. Keeps the licence function under 1 MB.
 */
export const BUNDLE_ALIASES: Record<string, string> = {
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
