/**
 * `node:stream/web` for the Lambda bundles. Its only importers there, @middy/core (streamed
 * responses, which no route uses) and file-type, test `x instanceof ReadableStream`; importing the
 * real module builds its ESM facade and loads Node's seven web-stream internals at every cold start
 * (about 8 % of a bare DynamoDB client's import, `npm run bench -- --only bundles`). The global
 * `ReadableStream` is the same class, loaded on first touch.
 */
export function ReadableStream(...args) {
  return new globalThis.ReadableStream(...args);
}
Object.defineProperty(ReadableStream, Symbol.hasInstance, { value: (value) => value instanceof globalThis.ReadableStream });

export default { ReadableStream };
