/**
 * Business and HTTP metrics in CloudWatch Embedded Metric Format (Powertools Metrics): counted
 * during a request and written as one JSON line when it ends (`requestMetrics` in endpoint()).
 * Every metric carries the dimensions `service` and `route` (one Lambda per route, so the route
 * tells which song/licence/subscription download or which endpoint answered 4xx/5xx).
 *
 * The local stack sets `POWERTOOLS_METRICS_DISABLED=true` so EMF lines do not flood the console.
 *
 * The Powertools Metrics object is built when a request first counts something, not at import:
 * building it opens stdout (see `./log.ts`), and a request that counts nothing writes nothing.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

let built: Metrics | undefined;

const metrics = (): Metrics =>
  (built ??= new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || 'MusicMarketplace',
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace',
  }));

/** Things that happened, each counted once where the domain decides it happened. */
export type BusinessEvent =
  | 'OrdersCreated'
  | 'PaymentsApproved'
  | 'PaymentsRejected'
  | 'SongDownloads'
  | 'LicensePdfDownloads'
  | 'SubscriptionDownloads'
  | 'LoginsFailed';

export function countEvent(name: BusinessEvent): void {
  metrics().addMetric(name, MetricUnit.Count, 1);
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
    if (status >= 500) metrics().addMetric(RESPONSE_5XX, MetricUnit.Count, 1);
    else if (status >= 400) metrics().addMetric(RESPONSE_4XX, MetricUnit.Count, 1);
    if (!built?.hasStoredMetrics()) return;
    built.addDimension('route', routeId);
    built.publishStoredMetrics();
  };
  return { after: flush, onError: flush };
}
