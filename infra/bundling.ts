/**
 * esbuild options for every Lambda entry. CDK's NodejsFunction and `npm run bench` both use
 * these, so the bench measures the bundles that are deployed.
 */
export const LAMBDA_NODE_TARGET = 'node22';

/** ESM bundles that pull CommonJS dependencies need a real `require`. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The Node 22 Lambda runtime ships AWS SDK v3; bundling it again only adds cold-start weight. */
export const EXTERNAL_MODULES = ['@aws-sdk/*', '@smithy/*'];

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
