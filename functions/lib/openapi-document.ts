/**
 * The OpenAPI document, built once per container on its first request. The builder (all of zod's
 * JSON Schema output) and every area's route schemas are behind `import()`, each its own chunk
 * (infra/bundling.ts): the function's cold import stays as light as every other route's, and the
 * first request pays for them instead.
 */
let cached: Promise<Record<string, unknown>> | undefined;

export const openApiDocument = () =>
  (cached ??= Promise.all([import('./openapi'), import('../../shared/api/routes')]).then(([{ buildOpenApiDocument }, { routeList }]) =>
    buildOpenApiDocument(routeList),
  ));
