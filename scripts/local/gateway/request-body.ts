/** The request body under API Gateway's payload limit. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, TOO_LARGE } from './responses';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class PayloadTooLarge extends Error {}

/** Reads the body up to `max` bytes; rejects with PayloadTooLarge beyond that. */
export function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) {
      reject(new PayloadTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > max) {
        failed = true;
        chunks.length = 0;
        reject(new PayloadTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolvePromise(size ? Buffer.concat(chunks, size) : null);
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

/** Answers 413 and discards what the client still sends (up to a bound), then closes. */
export function rejectTooLarge(req: IncomingMessage, res: ServerResponse, max: number) {
  sendJson(res, 413, TOO_LARGE, { connection: 'close' });
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > 4 * max) req.socket.destroy();
  });
  req.resume();
}
