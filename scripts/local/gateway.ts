/**
 * The local stand-in for API Gateway (HTTP API, payload format 2.0) + Lambda + CloudFront:
 * `/api/*` is matched against the route table and dispatched in-process to the route's handler
 * module; everything else goes to the web handler (Vite middleware in dev, `web/dist` in preview).
 *
 * Faithful where it matters to handlers: route precedence (literal segments beat `{param}`, which
 * beat `{greedy+}`), 404 for any request without a matching route (also a known path with another
 * method), the v2 event shape, 10 MB payload limit (413), base64 bodies for non-text content types,
 * the v2 response rules (a result without `statusCode` is 200 JSON), and both clocks: a route's
 * function timeout (its `timeoutSeconds`, Lambda's; past it → 500) and the 30 s integration
 * timeout (→ 503). Trailing slashes are NOT normalised: `/api/orders/` does not match
 * `/api/orders`, as in API Gateway.
 *
 * The pieces live in `gateway/`; this module is their public face.
 */
export type { Gateway, GatewayOptions, GatewayRoute, LambdaHandler, LambdaResult, WebHandler } from './gateway/types';
export { compileRoutes, isApiPath, matchRoute, type CompiledRoute, type RouteMatch } from './gateway/routing';
export { buildEvent, createLambdaContext, isTextContentType, parseQueryString, type BuildEventInput } from './gateway/event';
export { errorBody, writeLambdaResult } from './gateway/responses';
export { MAX_BODY_BYTES } from './gateway/request-body';
export { createGateway } from './gateway/server';
export { moduleHandlerLoader } from './gateway/handlers';
export { contentTypeFor, createStaticHandler, resolveStaticPath } from './gateway/static';
export { createViteWeb, type ViteWeb } from './gateway/vite';
