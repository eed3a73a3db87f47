import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { handlerFile, routeList } from '../../shared/api/routes';
import { buildOpenApiDocument } from '../../functions/lib/openapi';
import { apiDocsPage } from '../../functions/lib/openapi-docs';
import { pathOf } from '../../shared/api/call';

type Operation = {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

const doc = buildOpenApiDocument(routeList);
const operationOf = (route: (typeof routeList)[number]) =>
  (doc.paths[route.path] as unknown as Record<string, Operation>)[route.method.toLowerCase()]!;
const keysOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}).sort();

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(doc)) as Record<string, unknown>); // plain JSON, as served
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route once, with the route id as operationId and its summary', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods as Record<string, Operation>));
    expect(operations.map((op) => op.operationId).sort()).toEqual(routeList.map((route) => route.id).sort());
    for (const route of routeList) expect(operationOf(route).summary, route.id).toBe(route.summary);
  });

  it('documents the paging headers of the array lists: X-Next-Cursor, and X-Total-Count where counted', () => {
    const headersOf = (id: string) => {
      const route = routeList.find((r) => r.id === id)!;
      const ok = operationOf(route).responses['200'] as {
        headers?: Record<string, unknown>;
        content?: Record<string, { schema: { type?: string } }>;
      };
      return { headers: Object.keys(ok.headers ?? {}).sort(), type: ok.content?.['application/json']?.schema.type };
    };
    expect(headersOf('listAdminSongs')).toEqual({ headers: ['X-Next-Cursor', 'X-Total-Count'], type: 'array' });
    expect(headersOf('listAdminNotifications')).toEqual({ headers: ['X-Next-Cursor'], type: 'array' });
    expect(headersOf('getMyOrders')).toEqual({ headers: ['X-Next-Cursor'], type: 'array' });
    expect(headersOf('getMe').headers).toEqual([]);
  });

  it('asks for the bearer JWT exactly on user, artist and admin routes', () => {
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const route of routeList) {
      const op = operationOf(route);
      expect(op.security, route.id).toEqual(
        route.auth === 'public' ? [] : route.auth === 'guest' ? [{ guestToken: [] }] : [{ bearerAuth: [] }],
      );
      expect(Boolean(op.responses['401']), route.id).toBe(route.auth !== 'public');
      expect(Boolean(op.responses['403']), route.id).toBe(route.auth === 'admin' || route.auth === 'artist');
    }
  });

  it("declares each route's path parameters (required) and query parameters", () => {
    for (const route of routeList) {
      const op = operationOf(route);
      const declared = (place: 'path' | 'query') => op.parameters.filter((p) => p.in === place);
      const namesIn = (place: 'path' | 'query') =>
        declared(place)
          .map((p) => p.name)
          .sort();
      const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(namesIn('path'), route.id).toEqual(pathNames);
      expect(
        declared('path').every((p) => p.required),
        route.id,
      ).toBe(true);
      const queryNames = route.query ? Object.keys((route.query as unknown as { shape: object }).shape).sort() : [];
      expect(namesIn('query'), route.id).toEqual(queryNames);
    }
  });

  it('describes the request body and the success body from the zod schemas', () => {
    for (const route of routeList) {
      const op = operationOf(route);
      if (route.body) {
        const schema = op.requestBody?.content['application/json']?.schema;
        const def = (route.body as unknown as { _zod: { def: { type: string; options?: { shape: object }[] } } })._zod.def;
        if (def.type === 'union') {
          // A body that is one of several shapes (e.g. a gateway's settings) is an anyOf of each shape.
          const branches = (schema as { anyOf?: unknown[] } | undefined)?.anyOf ?? [];
          expect(branches.map(keysOf), route.id).toEqual(def.options!.map((option) => Object.keys(option.shape).sort()));
        } else {
          const bodyKeys = Object.keys((route.body as unknown as { shape: object }).shape).sort();
          expect(keysOf(schema), route.id).toEqual(bodyKeys);
        }
      } else {
        expect(op.requestBody, route.id).toBeUndefined();
      }
      const success = op.responses[String(route.status ?? 200)];
      expect(success, route.id).toBeDefined();
      if (route.response) expect(success!.content?.['application/json']?.schema, route.id).not.toEqual({});
    }
    const login = operationOf(routeList.find((route) => route.id === 'login')!);
    expect(keysOf(login.responses['200']!.content!['application/json']!.schema)).toEqual(['token', 'user']);
  });

  it('gives every 4xx and 5xx answer the one error shape', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' }, details: { type: 'array' } },
      required: ['error', 'message', 'code'],
    });
    for (const route of routeList) {
      const errors = Object.entries(operationOf(route).responses).filter(([status]) => /^[45]/.test(status));
      expect(
        errors.map(([status]) => status),
        route.id,
      ).toEqual(expect.arrayContaining(['4XX', '5XX']));
      for (const [, response] of errors) {
        expect(response.content?.['application/json']?.schema, route.id).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('states 201 and 302 where the handler answers with 201 or redirect()', () => {
    for (const route of routeList) {
      const source = readFileSync(handlerFile(route.id), 'utf8');
      const expected = /\bcreated\(|\b201\b/.test(source) ? 201 : /\bredirect\(/.test(source) ? 302 : undefined;
      expect(route.status, route.id).toBe(expected);
    }
  });
});

describe('API reference page', () => {
  it('loads the reference script from this origin and runs no inline script', () => {
    const page = apiDocsPage();
    expect(page).toContain(`data-url="${pathOf('getOpenApi')}"`);
    expect(page).toContain(`<script src="${pathOf('getApiDocsScript')}"></script>`);
    expect(page).not.toMatch(/https?:\/\//);
    expect(page.match(/<script[^>]*>[^<]+<\/script>/g)).toBeNull();
  });
});
