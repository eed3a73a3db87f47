/**
 * setupFile of the projects that test a stack: leases a stack from tests/helpers/global-stack.ts
 * (waiting while none is free or it still starts) before the test file is imported, so the file can
 * read `stack()` anywhere, its top level and `describe.skipIf` included. The lease is the open
 * response: it ends after the file's last afterAll, or when the worker process exits.
 */
import { request, type IncomingMessage } from 'node:http';
import { threadId } from 'node:worker_threads';
import { afterAll, inject } from 'vitest';
import { setStack, type StackInfo } from './stack';

/** No client timeout: the stack's own start-up limit (global-stack.ts) answers with an error first. */
function leaseStack(server: string, worker: string): Promise<{ info: StackInfo; lease: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server}/lease/${worker}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        const line = body.indexOf('\n');
        if (res.statusCode === 200 && line !== -1) {
          res.socket.unref(); // the lease never keeps the worker alive
          resolve({ info: JSON.parse(body.slice(0, line)) as StackInfo, lease: res });
        }
      });
      res.on('end', () => reject(new Error(body)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const remote = inject('remoteStack');
if (remote) setStack(remote);
else {
  // The holder is this worker process: each project numbers its workers from 1 (VITEST_POOL_ID), so
  // an api and an isolated file can run at once under one pool id, and a lease asked for under the
  // other's id would give back (or drop from the queue) a file that is still running or waiting.
  const { info, lease } = await leaseStack(inject('stackServer'), `${process.pid}-${threadId}-${process.env.VITEST_POOL_ID ?? '1'}`);
  setStack(info);
  afterAll(() => {
    lease.destroy();
  });
}
