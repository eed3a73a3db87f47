/**
 * Routes of one area: the API reference: the OpenAPI document, its page and script. A handler
 * imports only its area's module, so its cold start builds only these schemas; `../routes.ts`
 * merges the areas.
 */
import { anyoneNoTable } from './grant';
import { defineRoute, defineRoutes } from './define';

export const getOpenApiRoute = /* @__PURE__ */ defineRoute('getOpenApi', anyoneNoTable, {
  summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
});

export const getApiDocsRoute = /* @__PURE__ */ defineRoute('getApiDocs', anyoneNoTable, {
  contentType: 'text/html',
  summary: 'The API reference page (Scalar), reading /api/openapi.json',
  contentSecurityPolicy: {
    'script-src': "'self'",
    // Scalar injects its styles and builds some images from data URLs.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'worker-src': "'self' blob:",
    sandbox: false,
    'navigate-to': false,
    'require-trusted-types-for': false,
    'trusted-types': false,
    'upgrade-insecure-requests': false,
  },
});

export const getApiDocsScriptRoute = /* @__PURE__ */ defineRoute('getApiDocsScript', anyoneNoTable, {
  contentType: 'text/javascript',
  bundleFiles: { 'scalar-standalone.js': '@scalar/api-reference/browser/standalone.js' },
  summary: "The API reference page's script, served from this origin so the page works offline",
});

export const docsRoutes = /* @__PURE__ */ defineRoutes(getOpenApiRoute, getApiDocsRoute, getApiDocsScriptRoute);
