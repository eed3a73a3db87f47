/**
 * fast-check arbitraries for the fuzz suite (issue 10 §2). zod-fast-check stops at zod 3 and
 * fast-check 3, so requests are derived from each route schema's JSON Schema (`z.toJSONSchema`,
 * input side): a small mapping that covers the keywords zod emits for our schemas. On top of the
 * valid-ish values sit the mutations and hostile shapes: wrong types, missing and extra keys,
 * deep nesting, 1 MB strings, prototype keys, numbers JSON cannot carry, invalid UTF-8, arrays
 * for objects, malformed JSON, odd content types, query strings and path segments.
 */
import fc from 'fast-check';
import * as z from 'zod';

/** The subset of JSON Schema 2020-12 that `z.toJSONSchema` writes for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Property name → the values a realistic client sends there (an email, a known song id). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Long strings are generated up to this length, plus the exact maximum as a boundary case. */
const TYPICAL_MAX_LENGTH = 48;
const ARRAY_MAX = 8;

export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (schema.pattern) {
    // JSON Schema drops the flags; a pattern with Unicode property escapes (\p{L}) only means them under `u`.
    const re = new RegExp(schema.pattern, /\\[pP]\{/.test(schema.pattern) ? 'u' : '');
    return fc.stringMatching(re).filter((s) => s.length >= min && (max === undefined || s.length <= max));
  }
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length >= min && (max === undefined || s.length <= max));
  const typicalMax = Math.max(min, Math.min(max ?? TYPICAL_MAX_LENGTH, TYPICAL_MAX_LENGTH));
  // zod counts UTF-16 code units; a grapheme or astral character is several, so cut to the maximum.
  const cut = (s: string) => (max === undefined ? s : s.slice(0, max));
  const variants: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: typicalMax }),
    fc.string({ minLength: min, maxLength: typicalMax, unit: 'grapheme' }).map(cut),
    fc.string({ minLength: min, maxLength: typicalMax, unit: 'binary' }).map(cut),
  ];
  // The boundary itself: a string of exactly maxLength characters (code units, as zod counts).
  if (max !== undefined && max > typicalMax) variants.push(fc.string({ minLength: max, maxLength: max, unit: 'binary-ascii' }));
  return fc.oneof(...variants);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = schema.exclusiveMinimum ?? schema.minimum;
  const upper = schema.exclusiveMaximum ?? schema.maximum;
  if (integer) {
    const min = Math.max(
      Number.MIN_SAFE_INTEGER,
      Math.ceil(lower ?? Number.MIN_SAFE_INTEGER) + (schema.exclusiveMinimum !== undefined ? 1 : 0),
    );
    const max = Math.min(
      Number.MAX_SAFE_INTEGER,
      Math.floor(upper ?? Number.MAX_SAFE_INTEGER) - (schema.exclusiveMaximum !== undefined ? 1 : 0),
    );
    return fc.integer({ min, max });
  }
  return fc.double({
    min: lower ?? -Number.MAX_VALUE,
    max: upper ?? Number.MAX_VALUE,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function ofType(type: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, hints) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? ARRAY_MAX, ARRAY_MAX)),
      });
    case 'object':
      return objectArbitrary(schema, hints);
    default:
      return fc.jsonValue();
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const derived = arbitraryOf(property, hints);
    const hint = hints[name];
    model[name] = hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: derived, weight: 1 }) : derived;
  }
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false) return record;
  const extraValues = extra === true ? fc.jsonValue() : arbitraryOf(extra, hints);
  return fc
    .tuple(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), extraValues, { maxKeys: 3 }), record)
    .map(([more, known]) => ({ ...more, ...known }));
}

/**
 * Values the schema accepts, or nearly (zod refinements such as `email()` after a pipe or a
 * cross-field check are not in JSON Schema). `hints` replace the derived values of named
 * properties three times out of four.
 */
export function arbitraryOf(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, hints)));
  if (schema.allOf?.length === 1) return arbitraryOf(schema.allOf[0]!, hints);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((t) => ofType(t, schema, hints)));
  if (schema.type) return ofType(schema.type, schema, hints);
  if (schema.properties) return objectArbitrary(schema, hints);
  return fc.jsonValue();
}

/** Valid-ish values for a zod schema, through its JSON Schema. */
export const validish = (schema: z.core.$ZodType, hints: Hints = {}): fc.Arbitrary<unknown> => arbitraryOf(jsonSchemaOf(schema), hints);

// ---------------------------------------------------------------------------------------------
// Hostile values and mutations
// ---------------------------------------------------------------------------------------------

export const ONE_MB = 1 << 20;

/** Scalars that break naive code: empty, NUL, lone surrogates, injection strings, edge numbers. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  -(2 ** 63),
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '\u202E\u0041',
  '𝄞🎵',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'PK',
  'USER#x',
  '=cmd|calc',
);

/**
 * Nesting that recursion-happy parsers and validators choke on. As values these stay within what
 * JSON.stringify can write (a few thousand levels); 10,000 and more levels go as raw text (rawBodyOf).
 */
export const deepArray = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
export const deepObject = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** Objects whose keys aim at prototype pollution, built through JSON.parse so the keys are own keys. */
const pollution: fc.Arbitrary<unknown> = fc
  .constantFrom(
    '{"__proto__":{"isAdmin":true,"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"prototype":{"polluted":1}}',
    '{"__proto__":null}',
    '{"toString":1,"valueOf":"x","hasOwnProperty":false}',
  )
  .map((text) => JSON.parse(text) as unknown);

/**
 * Hostile values that no string or boolean field accepts: for bodies whose accidental success
 * would change something shared (the store settings), so only the refusals vary.
 */
export const hostileNonScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, 0, -1, 1e308, 5e-324, [], {}),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.constantFrom(100, 2_000).map(deepArray),
);

/** Any hostile JSON value: wrong types, deep nesting, big strings, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 64 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: pollution, weight: 2 },
  { arbitrary: fc.constantFrom(100, 2_000).map(deepArray), weight: 1 },
  { arbitrary: fc.constantFrom(100, 2_000).map(deepObject), weight: 1 },
  { arbitrary: fc.constantFrom('a', '\u00e9', '\uD83C\uDFB5').map((c) => c.repeat(ONE_MB / c.length)), weight: 1 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 4 }), weight: 1 },
);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One mutation of a valid-ish value: drop a key, add an unknown one, replace a value with a
 * hostile one, wrap it in an array, or replace the whole value.
 */
export function mutated(base: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.nat(), fc.constantFrom('drop', 'extra', 'replace', 'replace', 'wrap', 'whole', 'prototype'), hostile)
    .map(([value, pick, how, hostile]) => {
      if (!isPlainObject(value) || how === 'whole') return how === 'wrap' ? [value] : hostile;
      const keys = Object.keys(value);
      const key = keys.length ? keys[pick % keys.length]! : 'x';
      const copy: Record<string, unknown> = { ...value };
      switch (how) {
        case 'drop':
          delete copy[key];
          return copy;
        case 'extra':
          copy[`extra${pick % 7}`] = hostile;
          return copy;
        case 'wrap':
          return [copy];
        case 'prototype':
          return { ...(JSON.parse('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}') as object), ...copy };
        default:
          copy[key] = hostile;
          return copy;
      }
    });
}

// ---------------------------------------------------------------------------------------------
// Request bodies as bytes: what JSON.stringify cannot express
// ---------------------------------------------------------------------------------------------

export interface RawBody {
  bytes: Buffer;
  /** undefined: send no content-type header. */
  contentType: string | undefined;
  /** What the case is, for the report of a failure. */
  label: string;
}

const JSON_TYPE = 'application/json';
/** A string value no generator writes, replaced by the spliced token in the JSON text. */
const SLOT = 'fuzz-slot-7f3a9c';

/** Numbers and literals that JSON cannot carry, spliced in as text. */
const nonJsonNumber = fc.constantFrom(
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1F',
  '01',
  '.5',
  '+1',
  '1_000',
  'undefined',
  "'x'",
  '1e308',
);

/** Byte sequences that are not UTF-8: a lone continuation byte, overlong forms, a CESU surrogate, 0xFF. */
const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0x80]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xc3]),
);

/** Texts that are not one JSON document, or an odd one. */
const malformedJson = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1 /* c */}',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"a":1,"a":2}',
  '{"":1}',
  '\u0000',
  'a=1&b=2',
);

const CONTENT_TYPES = [
  JSON_TYPE,
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/xml',
  'application/vnd.api+json',
  'text/html',
  undefined,
] as const;

/** Splices `token` (raw text) into the JSON of `value` in place of one property value. */
function splice(value: unknown, pick: number, token: Buffer): Buffer {
  if (!isPlainObject(value) || Object.keys(value).length === 0) return Buffer.concat([Buffer.from('{"x":'), token, Buffer.from('}')]);
  const keys = Object.keys(value);
  const key = keys[pick % keys.length]!;
  const text = JSON.stringify({ ...value, [key]: SLOT });
  const [before, after] = text.split(`"${SLOT}"`);
  return Buffer.concat([Buffer.from(before ?? ''), token, Buffer.from(after ?? '')]);
}

/**
 * A request body as bytes: the valid-ish JSON as is, mutated JSON, numbers JSON cannot carry,
 * invalid UTF-8 inside a string, malformed documents, deep nesting as text, and any of them
 * under a wrong content type.
 */
export function rawBodyOf(valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<RawBody> {
  const json = (label: string) => (value: unknown) => ({ bytes: Buffer.from(JSON.stringify(value) ?? 'null'), label });
  const shapes: fc.Arbitrary<{ bytes: Buffer; label: string }> = fc.oneof(
    { arbitrary: valid.map(json('valid-ish')), weight: 5 },
    { arbitrary: mutated(valid, hostile).map(json('mutated')), weight: 8 },
    {
      arbitrary: fc.tuple(valid, fc.nat(), nonJsonNumber).map(([v, pick, token]) => ({
        bytes: splice(v, pick, Buffer.from(token)),
        label: `non-JSON number ${token}`,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat(), invalidUtf8).map(([v, pick, bad]) => ({
        bytes: splice(v, pick, Buffer.concat([Buffer.from('"a'), bad, Buffer.from('b"')])),
        label: `invalid UTF-8 ${bad.toString('hex')}`,
      })),
      weight: 2,
    },
    { arbitrary: malformedJson.map((text) => ({ bytes: Buffer.from(text), label: `malformed ${JSON.stringify(text)}` })), weight: 2 },
    {
      arbitrary: fc.constantFrom(10_000, 100_000).map((depth) => ({
        bytes: Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`),
        label: `${depth} nested arrays as text`,
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        bytes: Buffer.from(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
        label: '10000 nested objects as text',
      }),
      weight: 1,
    },
  );
  return fc
    .tuple(shapes, fc.oneof({ arbitrary: fc.constant(JSON_TYPE), weight: 6 }, { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 }))
    .map(([shape, contentType]) => ({ ...shape, contentType, label: `${shape.label} as ${contentType ?? 'no content type'}` }));
}

// ---------------------------------------------------------------------------------------------
// Query strings and path segments
// ---------------------------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes of any string; unlike encodeURIComponent it accepts lone surrogates (as U+FFFD). */
export const enc = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** `?a=1&b=2` from an object, every value as text (how a query string carries it). */
export const queryOf = (value: unknown): string => {
  if (!isPlainObject(value)) return '';
  const pairs = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
};

/** Query-string pieces a well-behaved client never sends. */
const hostileQueryPart = fc.oneof(
  fc.constantFrom(
    'a[b]=',
    'a[]=1&a[]=2',
    'limit[]=1',
    'limit=1&limit=2',
    'limit=1e308',
    'limit=NaN',
    'limit=-0',
    'limit=Infinity',
    'limit=0x10',
    'limit=%20',
    '__proto__=1',
    '__proto__[role]=admin',
    'constructor[prototype][x]=1',
    'toString=1',
    '%=1',
    '%zz=%zz',
    'q=%00',
    'q=%C0%AE',
    'q=%FF%FE',
    'q=%ED%A0%80',
    '=',
    '==',
    '&&&',
    'q',
    'q=a+b',
    'cursor=',
    'cursor=%7B%7D',
    'cursor=eyJQSyI6eyJTIjoiYSJ9fQ',
    'cursor=W10',
    'sort=price&sort=title',
    'minPrice=5&maxPrice=1',
  ),
  fc
    .tuple(fc.constantFrom('q', 'cursor', 'x', 'limit', 'status'), hostileScalar)
    .map(([k, v]) => `${k}=${enc(typeof v === 'string' ? v : String(v))}`),
  fc.constantFrom(2_000, 12_000, 100_000).map((n) => `q=${'a'.repeat(n)}`),
  fc.constantFrom(500, 5_000).map((n) => Array.from({ length: n }, (_, i) => `k${i}=${i}`).join('&')),
);

/** Crafted pagination cursors: base64url JSON in the shape of a DynamoDB key, and not. */
export const cursorArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    fc.dictionary(
      fc.constantFrom('PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'GSI9PK', 'x'),
      fc.oneof(fc.string({ maxLength: 20 }), hostileScalar),
    ),
    fc.record({ PK: fc.string(), SK: fc.string() }),
    hostileValue.filter((v) => typeof v !== 'string' || v.length < 5000),
  )
  .map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64url'));

/** A query string: valid-ish, mutated, or with hostile parts appended. */
export function rawQueryOf(valid: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<{ text: string; label: string }> {
  const base = valid ?? fc.constant({});
  return fc.oneof(
    { arbitrary: base.map((v) => ({ text: queryOf(v), label: 'valid-ish query' })), weight: 4 },
    { arbitrary: mutated(base, hostileScalar).map((v) => ({ text: queryOf(v), label: 'mutated query' })), weight: 3 },
    {
      arbitrary: fc.tuple(base, fc.array(hostileQueryPart, { minLength: 1, maxLength: 3 })).map(([v, parts]) => {
        const text = queryOf(v);
        return {
          text: `${text || '?'}${text ? '&' : ''}${parts.join('&')}`,
          label: `hostile query ${parts.map((p) => p.slice(0, 40)).join('&')}`,
        };
      }),
      weight: 3,
    },
  );
}

/** Path segments beyond a schema: percent signs, NUL, dot segments, unicode, raw Latin-1 bytes, overlong. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%00',
    '%2',
    '%zz',
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2fsecrets.json',
    '%2F',
    '%5C',
    '%20',
    '%C0%AE%C0%AE',
    '%FF',
    '%ED%A0%80',
    '%F0%9F%8E%B5',
    '\u00ff\u00fe',
    '-1',
    '0',
    '1.5',
    '1e3',
    '9007199254740993',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    '0x1F',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'prototype',
    "'",
    '%3Cscript%3E',
    'USER%23x',
    'a%00b',
  ),
  fc.constantFrom(100, 1_000, 5_000).map((n) => 'a'.repeat(n)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }).map((v) => enc(v)),
);
