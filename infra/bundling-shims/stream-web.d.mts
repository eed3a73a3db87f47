/** Types of the `node:stream/web` stand-in (stream-web.mjs): the global class, reached on first touch. */
export declare const ReadableStream: typeof globalThis.ReadableStream;
declare const _default: { ReadableStream: typeof globalThis.ReadableStream };
export default _default;
