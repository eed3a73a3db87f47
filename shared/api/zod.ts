/**
 * The schema library of the shared contract: `zod/mini`, whose schemas are plain objects with
 * functional checks. Building a route table with it costs a Lambda about a third of what zod's
 * method-chaining classic API costs at cold start (`npm run bench -- --only bundles`), and it
 * tree-shakes. zod/mini ships no issue messages; they are registered here, once: a plain-language
 * message naming the field ("Name is required", see ./issue-messages.ts), zod's English as the fallback.
 */
import {
  _default,
  array,
  coerce,
  config,
  int,
  maxLength,
  maximum,
  minLength,
  minimum,
  number,
  object,
  optional,
  strictObject,
  string,
  trim,
  type ZodMiniNumber,
  type ZodMiniObject,
  type output,
  type ZodMiniType,
} from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { readableIssue } from './issue-messages';

config({ ...en(), customError: readableIssue });

export * from 'zod/mini';

/**
 * `coerce.number`, to be called under a pure annotation. Reading a member of the `coerce`
 * namespace counts as a side effect to esbuild, so a schema built with `z.coerce.number()` stays
 * in (and is built at the cold start of) every Lambda bundle that imports its module, used or not.
 */
export const coerceNumber: typeof coerce.number = (params) => coerce.number(params);

/**
 * A schema built on first use instead of when its module loads. Every Lambda imports whole schema
 * modules (a repository's item shapes, an area's request and response shapes) but a request uses a
 * few of their schemas, and building one costs more at a cold start than any other work the
 * module does: zod defines its internals property by property, and each new kind of schema
 * compiles zod's code for it. Behind this stand-in a module costs only its parse; a schema is
 * built the first time anything reads it (parse, compose, inspect) and then serves every read.
 * A module declares `export const X = z.lazySchema(() => z.object({ … }))`, the call marked pure
 * so that a bundle drops a schema it never names.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // The stand-in itself has no own properties, so a proxy may only report configurable ones.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
  });
}

/**
 * `lazySchema(() => object(fields()))`: an object schema built on first use, the framing of most
 * of the contract's schemas. Call it marked `@__PURE__`; `fields` runs when the schema is built.
 */
export const lazyObject = <Shape extends Record<string, ZodMiniType>>(fields: () => Shape): ZodMiniObject<Shape> =>
  lazySchema(() => object(fields()));

/** `lazyObject` for a strict object (a request's body, params or query: unknown keys are refused). */
export const lazyStrictObject = <Shape extends Record<string, ZodMiniType>>(fields: () => Shape) =>
  lazySchema(() => strictObject(fields()));

/*
 * Building blocks the areas share, here so that they come with this module's chunk in the web
 * build instead of a chunk of their own.
 */

/** The answer of a change with nothing else to say (`{ message }`). */
export const MessageResponse = /* @__PURE__ */ lazySchema(() => object({ message: string() }));
export type MessageResponse = output<typeof MessageResponse>;

/** Number fields named in order, for a schema's builder: the figures of a stat card or a chart point. */
export const figureFields = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, number()])) as { [N in K]: ZodMiniNumber<number> };

/** An object of the numbers `names`, in order (a screen's stat cards, counts by status). */
export const figures = <const K extends string>(...names: K[]) => object(figureFields(...names));

/** A list answer of `item`; call it marked `@__PURE__` so a bundle that never names it drops it. */
export const listOf = <T extends ZodMiniType>(item: T) => lazySchema(() => array(item));

/**
 * `limit` and `cursor` of a cursor-paged list's query, for a schema's builder: `size` a page unless
 * asked, `max` at most; the cursor is the previous page's `X-Next-Cursor`.
 */
export const pageQueryFields = (size: number, { max = 100, cursorMax = 2000 }: { max?: number; cursorMax?: number } = {}) => ({
  limit: _default(coerceNumber().check(int(), minimum(1), maximum(max)), size),
  cursor: optional(string().check(maxLength(cursorMax))),
});

/** A trimmed text field of at most `max` characters, possibly empty; the message names it by `label`. */
export const boundedText = (label: string, max: number) =>
  string().check(trim(), maxLength(max, `${label} must be at most ${max} characters`));

/**
 * A trimmed text field that must not be empty, of at most `max` characters; the messages name it by
 * `label`. `typeError` answers a value that is missing or not text (else the field's key names it).
 */
export const requiredText = (label: string, max: number, typeError?: string) =>
  string(typeError).check(trim(), minLength(1, `${label} is required`), maxLength(max, `${label} must be at most ${max} characters`));
