/**
 * Business and HTTP metrics in CloudWatch Embedded Metric Format: counted during a request and
 * written as one JSON line when it ends (`requestMetrics` in endpoint()). Every metric carries the
 * dimensions `service` and `route` (one Lambda per route, so the route tells which
 * song/licence/subscription download or which endpoint answered 4xx/5xx).
 *
 * The line is the one Powertools for AWS Lambda's Metrics writes (same namespace, dimensions and
 * environment variables); writing it here spares every handler's cold start that library
 * (see `./log.ts`). The local stack sets `POWERTOOLS_METRICS_DISABLED=true` so EMF lines do not
 * flood the console.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const NAMESPACE = process.env.POWERTOOLS_METRICS_NAMESPACE || 'MusicMarketplace';
const SERVICE = process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace';

/** This request's counts, by metric name (all counts: EMF unit `Count`). */
const stored = new Map<string, number>();

const count = (name: string): void => {
  stored.set(name, (stored.get(name) ?? 0) + 1);
};

/** One EMF line with what this request counted, then nothing stored. */
function publish(route: string): void {
  if (stored.size === 0) return;
  const names = [...stored.keys()];
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        { Namespace: NAMESPACE, Dimensions: [['service', 'route']], Metrics: names.map((Name) => ({ Name, Unit: 'Count' })) },
      ],
    },
    service: SERVICE,
    route,
    ...Object.fromEntries(stored),
  };
  stored.clear();
  if (process.env.POWERTOOLS_METRICS_DISABLED !== 'true') process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** Things that happened, each counted once where the domain decides it happened. */
export type BusinessEvent =
  | 'OrdersCreated'
  | 'PaymentsApproved'
  | 'PaymentsRejected'
  | 'PaymentsFlagged'
  | 'PaymentsRefunded'
  | 'SongDownloads'
  | 'LicensePdfDownloads'
  | 'SubscriptionDownloads'
  | 'LoginsFailed';

export function countEvent(name: BusinessEvent): void {
  count(name);
}

/** Metric names of error responses, as API Gateway names its own. */
export const RESPONSE_4XX = '4xx';
export const RESPONSE_5XX = '5xx';

/**
 * endpoint() middleware: counts a 4xx/5xx answer and flushes what the request counted, once.
 * Requests that counted nothing write nothing.
 */
export function requestMetrics(routeId: string): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const flush = (request: { response: APIGatewayProxyStructuredResultV2 | null }) => {
    const status = request.response?.statusCode ?? 500;
    if (status >= 500) count(RESPONSE_5XX);
    else if (status >= 400) count(RESPONSE_4XX);
    publish(routeId);
  };
  return { after: flush, onError: flush };
}
