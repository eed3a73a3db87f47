/**
 * esbuild options for every Lambda entry. CDK's NodejsFunction and `npm run bench` both use
 * these, so the bench measures the bundles that are deployed.
 */
export const LAMBDA_NODE_TARGET = 'node22';

/** ESM bundles that pull CommonJS dependencies need a real `require`. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Nothing is external: the AWS SDK is bundled and tree-shaken with each function. One minified
 * file imports about twice as fast as the runtime's SDK resolved from hundreds of files, and a
 * function carries only the clients it uses, at the version the lock file pins.
 */
export const EXTERNAL_MODULES: string[] = [];

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
};
