/**
 * The OpenAPI 3.1 document of this API, generated from the route table with zod's JSON Schema
 * output, so the reference can never disagree with what `endpoint()` accepts and returns.
 */
import * as z from 'zod';
import type { RouteEntry } from '../../shared/api/routes';
import type { PagingHeader } from '../../shared/api/routes/define';
import { OPENAPI_TITLE } from './openapi-docs';

type JsonSchema = Record<string, unknown>;

/** The error body of every 4xx/5xx answer (see `toWireError`). */
export const WireErrorSchema = z.object({
  error: z.string().describe('Human message, ready to show'),
  message: z.string().describe('Same text as `error`'),
  code: z.string().describe('Machine code, e.g. VALIDATION_ERROR'),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe('Field errors of a 400'),
});

/**
 * Request schemas are described as the server accepts them (`io: 'input'`), responses as it
 * sends them; transforms and preprocessors have no JSON Schema and become `{}` there.
 */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

function parameters(schema: z.core.$ZodType | undefined, where: 'path' | 'query'): ParameterObject[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const PAGING_HEADERS: Record<PagingHeader, { description: string; schema: JsonSchema }> = {
  'X-Next-Cursor': { description: 'The next page: send it back as `cursor`. Absent on the last page.', schema: { type: 'string' } },
  'X-Total-Count': { description: 'How many items the whole list holds', schema: { type: 'integer', minimum: 0 } },
};

function successResponse(route: RouteEntry) {
  const status = route.status ?? 200;
  if (status === 302) {
    return {
      '302': {
        description: 'Redirect to a short-lived presigned URL',
        headers: { Location: { schema: { type: 'string', format: 'uri' } } },
      },
    };
  }
  const contentType = route.contentType ?? 'application/json';
  const schema = route.response ? jsonSchema(route.response, 'output') : contentType === 'application/json' ? {} : { type: 'string' };
  const headers = route.responseHeaders?.length
    ? { headers: Object.fromEntries(route.responseHeaders.map((name) => [name, PAGING_HEADERS[name]])) }
    : {};
  return { [String(status)]: { description: status === 201 ? 'Created' : 'OK', ...headers, content: { [contentType]: { schema } } } };
}

function errorResponses(route: RouteEntry) {
  const hasInput = Boolean(route.params || route.query || route.body);
  return {
    ...(hasInput ? { '400': errorResponse('Invalid request: `details` lists the fields') } : {}),
    ...(route.auth !== 'public' ? { '401': errorResponse('Missing, invalid or expired token') } : {}),
    ...(route.auth === 'admin' ? { '403': errorResponse('Admin access required') } : {}),
    ...(route.auth === 'artist' ? { '403': errorResponse('Artist access required') } : {}),
    ...(route.params ? { '404': errorResponse('Not found (or not yours)') } : {}),
    '4XX': errorResponse('Refused: conflict, unprocessable, throttled…'),
    '5XX': errorResponse('Server error: a request id only, never internals'),
  };
}

/** `/api/admin/orders/{orderId}` → `admin`, `/api/openapi.json` → `openapi`: the reference's groups. */
const tagOf = (path: string): string => (path.split('/')[2] ?? 'api').replace(/\..*$/, '');

function operation(route: RouteEntry) {
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [tagOf(route.path)],
    security: route.auth === 'public' ? [] : route.auth === 'guest' ? [{ guestToken: [] }] : [{ bearerAuth: [] }],
    ...(route.auth === 'admin' ? { description: 'Requires a token with the admin role.', 'x-required-role': 'admin' } : {}),
    ...(route.auth === 'artist' ? { description: 'Requires a token with the artist role.', 'x-required-role': 'artist' } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: { ...successResponse(route), ...errorResponses(route) },
  };
}

/** Builds the document from the route table. */
export function buildOpenApiDocument(routes: readonly RouteEntry[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: OPENAPI_TITLE,
      version: '1.0.0',
      description: 'Generated from shared/api/routes.ts. Errors share one body: `{ error, message, code, details? }`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((route) => tagOf(route.path)))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        // `Authorization: Guest <token>`: a guest order's token, answered when the order is placed.
        guestToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Guest <token> of one guest order' },
      },
      schemas: { Error: jsonSchema(WireErrorSchema, 'output') },
    },
  };
}
