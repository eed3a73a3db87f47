/**
 * The dev server `npm start` runs serves only what the SPA needs (issue 10 §7): no data folder,
 * manifest or server source through Vite's `/@fs`, yet the app and the shared code it imports.
 * On the isolated stacks, which run Vite's dev server as `npm start` does (the shared api stacks
 * serve the production build: docs/decisions/011-test-run-sharing.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/env';
import { baseUrl, isLocalStack, jwtSecret } from '../helpers/api';
import { stack } from '../helpers/stack';

describe.skipIf(!isLocalStack())('dev server: only what the SPA needs is served', () => {
  const secret = () => jwtSecret()!;
  const dataDir = () => stack().dataDir;
  /** A line of each file that only the file itself would contain. */
  const packageName = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string }).name;

  const probes = () => [
    `/@fs${dataDir()}/secrets.json`,
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

  it('answers every probe for secrets, manifests and server sources without their content', async () => {
    const serverSource = readFileSync(join(REPO_ROOT, 'functions/lib/auth.ts'), 'utf8');
    for (const path of probes()) {
      const res = await fetch(`${baseUrl()}${path}`);
      const body = await res.text();
      const spaShell =
        res.status === 200 && (res.headers.get('content-type') ?? '').includes('text/html') && body.includes('<div id="root">');
      expect([403, 404].includes(res.status) || spaShell, `${path} answered ${res.status}`).toBe(true);
      expect(body, path).not.toContain(secret());
      expect(body, path).not.toContain(`"name": "${packageName}"`);
      expect(body, path).not.toContain('jwtVerify');
      expect(body, path).not.toContain(serverSource.slice(0, 120));
      expect(body, path).not.toMatch(/root:x:0:0/);
    }
  });

  it('still serves the SPA and the shared code it imports', async () => {
    const shell = await fetch(`${baseUrl()}/`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    const entry = await fetch(`${baseUrl()}/src/main.tsx`);
    expect(entry.status).toBe(200);
    const shared = await fetch(`${baseUrl()}/@fs${REPO_ROOT}/shared/constants.ts`);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain('PASSWORD_MIN_LENGTH');
  });
});
