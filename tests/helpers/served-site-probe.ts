/**
 * The probe an outside scan ran against `npm start` (issue 10 §7): data folder, manifests and server
 * sources asked for through Vite's `/@fs` and plain paths. Every answer is a 403/404 or the SPA shell,
 * never their content. Run against the production build (tests/api/security-probe.test.ts) and against
 * Vite's dev server (tests/isolated/dev-server-probe.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/env';
import { baseUrl, jwtSecret } from './api';
import { stack } from './stack';

export async function expectProbesRefused(): Promise<void> {
  const secret = jwtSecret()!;
  const dataDir = stack().dataDir;
  /** A line of each file that only the file itself would contain. */
  const packageName = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string }).name;
  const serverSource = readFileSync(join(REPO_ROOT, 'functions/lib/auth.ts'), 'utf8');
  const probes = [
    `/@fs${dataDir}/secrets.json`,
    `/@fs${REPO_ROOT}/.data/secrets.json`,
    `/@fs${REPO_ROOT}/package.json`,
    `/@fs${REPO_ROOT}/functions/lib/auth.ts`,
    `/@fs${REPO_ROOT}/web/../package.json`,
    `/@fs${REPO_ROOT}/node_modules/vite/package.json`,
    `/@fs${REPO_ROOT}/shared/../functions/lib/secrets.ts`,
    '/.data/secrets.json',
    '/package.json',
    '/functions/lib/auth.ts',
    '/../package.json',
    `/@fs/etc/passwd`,
  ];
  for (const path of probes) {
    const res = await fetch(`${baseUrl()}${path}`);
    const body = await res.text();
    const spaShell =
      res.status === 200 && (res.headers.get('content-type') ?? '').includes('text/html') && body.includes('<div id="root">');
    expect([403, 404].includes(res.status) || spaShell, `${path} answered ${res.status}`).toBe(true);
    expect(body, path).not.toContain(secret);
    expect(body, path).not.toContain(`"name": "${packageName}"`);
    expect(body, path).not.toContain('jwtVerify');
    expect(body, path).not.toContain(serverSource.slice(0, 120));
    expect(body, path).not.toMatch(/root:x:0:0/);
  }
}
