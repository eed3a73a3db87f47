/**
 * `z.lazySchema` (shared/api/zod.ts) stands in for a schema until something reads it. The stand-in
 * must be indistinguishable from the schema it builds: the same results, issues and messages, the
 * same composition, JSON Schema and Standard Schema answers. Checked against the same definition
 * built eagerly, on generated inputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from '../../shared/api/zod';

/** One definition touching what the contract uses: defaults, transforms, refinements, unions, records, strictness. */
const define = () =>
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(8)),
    email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email address')),
    role: z._default(z.enum(['admin', 'user']), 'user'),
    price: z.optional(z.coerceNumber().check(z.minimum(0), z.maximum(100))),
    tags: z.array(z.string().check(z.regex(/^[a-z]+$/))).check(z.maxLength(3)),
    note: z.nullable(z.string()),
    kind: z.union([z.literal('song'), z.object({ plan: z.string() })]),
    counts: z.record(z.string(), z.int().check(z.nonnegative())),
    even: z.number().check(z.refine((n) => n % 2 === 0, 'Must be even')),
    label: z.optional(
      z.pipe(
        z.string(),
        z.transform((s) => s.toUpperCase()),
      ),
    ),
  });

const inputs = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      role: fc.oneof(fc.constantFrom('admin', 'user', 'owner'), fc.constant(undefined)),
      price: fc.oneof(fc.double({ noNaN: false }), fc.string({ maxLength: 4 }), fc.constant(undefined)),
      tags: fc.array(fc.oneof(fc.stringMatching(/^[a-z]{1,4}$/), fc.string()), { maxLength: 5 }),
      note: fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)),
      kind: fc.oneof(fc.constant('song'), fc.record({ plan: fc.string() }), fc.anything()),
      counts: fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.nat(), fc.integer({ min: -5, max: -1 }), fc.double())),
      even: fc.oneof(fc.integer(), fc.string()),
      label: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('z.lazySchema', () => {
  it('builds nothing until the schema is read, then builds once', () => {
    let builds = 0;
    const schema = z.lazySchema(() => {
      builds++;
      return z.string();
    });
    expect(builds).toBe(0);
    expect(schema.parse('a')).toBe('a');
    expect(schema.safeParse(1).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('parses every input exactly as the schema it stands for: data, issues and messages', () => {
    const eager = define();
    const lazy = z.lazySchema(define);
    fc.assert(
      fc.property(inputs, (input) => {
        expect(lazy.safeParse(input)).toEqual(eager.safeParse(input));
      }),
      { numRuns: 500 },
    );
  });

  it('composes like the schema: nested, extended, picked, optional, in an array', () => {
    const eager = define();
    const lazy = z.lazySchema(define);
    const withMore = (input: unknown, more: boolean) => (input && typeof input === 'object' ? { ...input, more } : input);
    const cases: [z.ZodMiniType, z.ZodMiniType, (input: unknown, more: boolean) => unknown][] = [
      [z.object({ inner: eager }), z.object({ inner: lazy }), (input) => ({ inner: input })],
      [z.extend(eager, { more: z.boolean() }), z.extend(lazy, { more: z.boolean() }), withMore],
      [z.pick(eager, { name: true, role: true }), z.pick(lazy, { name: true, role: true }), (input) => input],
      [z.optional(eager), z.optional(lazy), (input) => input],
      [z.array(eager), z.array(lazy), (input) => [input]],
    ];
    fc.assert(
      fc.property(inputs, fc.boolean(), (input, more) => {
        for (const [fromEager, fromLazy, value] of cases) {
          expect(fromLazy.safeParse(value(input, more))).toEqual(fromEager.safeParse(value(input, more)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('answers instanceof, JSON Schema and Standard Schema as the schema does', async () => {
    const eager = define();
    const lazy = z.lazySchema(define);
    expect(lazy instanceof z.ZodMiniObject).toBe(true);
    expect(z.toJSONSchema(lazy, { unrepresentable: 'any' })).toEqual(z.toJSONSchema(eager, { unrepresentable: 'any' }));
    expect(z.toJSONSchema(z.object({ a: lazy }), { unrepresentable: 'any' })).toEqual(
      z.toJSONSchema(z.object({ a: eager }), { unrepresentable: 'any' }),
    );
    const input = { name: ' x ', email: 'A@B.CO', tags: [], note: null, kind: 'song', counts: {}, even: 2 };
    expect(await lazy['~standard'].validate(input)).toEqual(await eager['~standard'].validate(input));
    expect(await lazy['~standard'].validate({})).toEqual(await eager['~standard'].validate({}));
  });
});
