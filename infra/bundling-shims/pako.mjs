/**
 * pdf-lib's `pako` calls, answered by Node's zlib: the same zlib streams without bundling 46 KB of
 * a JavaScript port into the licence function (`infra/bundling.ts` aliases `pako` here).
 */
import { deflateSync, inflateSync } from 'node:zlib';

const bytes = (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

export const deflate = (data) => bytes(deflateSync(data));
export const inflate = (data) => bytes(inflateSync(data));

export default { deflate, inflate };
