/** Web requests in dev: Vite in middleware mode. */
import type { Server } from 'node:http';
import type { WebHandler } from './types';

export interface ViteWeb {
  handler: WebHandler;
  close: () => Promise<void>;
}

/** Vite in middleware mode on the gateway's own server (HMR websocket included). */
export async function createViteWeb(server: Server, configFile: string): Promise<ViteWeb> {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    configFile,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  return {
    handler: (req, res) =>
      new Promise<void>((done) => {
        res.on('close', () => done());
        vite.middlewares(req, res, (err?: unknown) => {
          if (err) {
            res.statusCode = 500;
            res.end(err instanceof Error ? (err.stack ?? err.message) : typeof err === 'string' ? err : 'Internal Server Error');
          } else {
            res.statusCode = 404;
            res.end('Not Found');
          }
          done();
        });
      }),
    close: () => vite.close(),
  };
}
