/**
 * The schema library of the shared contract: `zod/mini`, whose schemas are plain objects with
 * functional checks. Building a route table with it costs a Lambda about a third of what zod's
 * method-chaining classic API costs at cold start (`npm run bench -- --only bundles`), and it
 * tree-shakes. zod/mini ships no issue messages; English is registered here, once, so a
 * default message reads as it does with classic zod ("Invalid input: expected string, …").
 */
import { coerce, config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';

/**
 * `coerce.number`, to be called under a pure annotation. Reading a member of the `coerce`
 * namespace counts as a side effect to esbuild, so a schema built with `z.coerce.number()` stays
 * in (and is built at the cold start of) every Lambda bundle that imports its module, used or not.
 */
export const coerceNumber: typeof coerce.number = (params) => coerce.number(params);
