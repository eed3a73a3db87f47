/**
 * setupFile of the projects that test a stack: asks tests/helpers/global-stack.ts for this worker's
 * stack (waiting while it still starts) before the test file is imported, so the file can read
 * `stack()` anywhere, its top level and `describe.skipIf` included.
 */
import { request } from 'node:http';
import { inject } from 'vitest';
import { setStack, type StackInfo } from './stack';

/** No client timeout: the stack's own start-up limit (global-stack.ts) answers with an error first. */
function askForStack(server: string, worker: string): Promise<StackInfo> {
  return new Promise((resolve, reject) => {
    const req = request(`${server}/worker/${worker}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body) as StackInfo) : reject(new Error(body))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const remote = inject('remoteStack');
setStack(remote ?? (await askForStack(inject('stackServer'), process.env.VITEST_POOL_ID ?? '1')));
