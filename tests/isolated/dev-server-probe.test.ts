/**
 * The dev server `npm start` runs serves only what the SPA needs (issue 10 §7): no data folder,
 * manifest or server source through Vite's `/@fs`, yet the app and the shared code it imports.
 * On the isolated stacks, which run Vite's dev server as `npm start` does (the shared api stacks
 * serve the production build: docs/decisions/011-test-run-sharing.md).
 */
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local/env';
import { baseUrl, isLocalStack } from '../helpers/api';
import { expectProbesRefused } from '../helpers/served-site-probe';

describe.skipIf(!isLocalStack())('dev server: only what the SPA needs is served', () => {
  it('answers every probe for secrets, manifests and server sources without their content', expectProbesRefused);

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
