/**
 * What the Vite dev server may serve (vite.config.ts `server.fs`), shared with scripts/dev.ts,
 * which refuses a DATA_DIR inside any of these. The dev server answers anyone who reaches the
 * port; `/@fs/<path>` would otherwise read any file under the repository, `.data/secrets.json`
 * (the JWT signing key) included.
 */
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The SPA's own sources, the browser-safe shared code it imports, and its packages. */
export const SERVED_ROOTS = [join(REPO_ROOT, 'web'), join(REPO_ROOT, 'shared'), join(REPO_ROOT, 'node_modules')];

/** Never served, even inside an allowed root (Vite's defaults plus our secrets and manifests). */
export const DENIED_FILES = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx}',
  '**/.git/**',
  '**/.data/**',
  '**/secrets.json',
  '**/*.secret*',
  '**/package.json',
  '**/package-lock.json',
  '**/.npmrc',
];

/** Whether `path` lies inside one of the served roots. */
export function isServed(path: string): boolean {
  const target = resolve(path);
  return SERVED_ROOTS.some((root) => {
    const rel = relative(root, target);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
}
