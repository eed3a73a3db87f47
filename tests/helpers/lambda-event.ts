/** What a route's Lambda receives, for unit tests that call a handler directly: an HTTP API (payload 2.0) event and a context. */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export interface GatewayEventInit extends Partial<Omit<APIGatewayProxyEventV2, 'requestContext'>> {
  method?: string;
  /** The request path (`rawPath`); `/api/test` unless set. */
  path?: string;
  requestId?: string;
}

/** The event API Gateway hands a route's Lambda for `method path`; every other field may be set through `init`. */
export function gatewayEvent({
  method = 'GET',
  path = '/api/test',
  requestId = 'req-1',
  ...init
}: GatewayEventInit = {}): APIGatewayProxyEventV2 {
  const routeKey = init.routeKey ?? `${method} ${path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId,
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
    ...init,
  };
}

/** The Lambda context a handler reads: its invocation id and 10 s left. */
export const lambdaContext = (awsRequestId: string, fields: Partial<Context> = {}): Context =>
  ({ awsRequestId, getRemainingTimeInMillis: () => 10_000, ...fields }) as unknown as Context;
