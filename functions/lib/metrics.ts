/**
 * Business and HTTP metrics in CloudWatch Embedded Metric Format with Powertools for AWS Lambda's
 * Metrics: counted during a request and written as one JSON line when it ends (`requestMetrics` in
 * endpoint()). Every metric carries the dimensions `service` and `route` (one Lambda per route, so
 * the route tells which song/licence/subscription download or which endpoint answered 4xx/5xx).
 *
 * Counts are kept here until the request ends; Powertools is imported then, and only by a request
 * that counted something (most count nothing). The local stack sets `POWERTOOLS_METRICS_DISABLED=true`
 * so EMF lines do not flood the console.
 */
import type { Metrics } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from './log';

/** Read at import, as configuration is: the Metrics object is built later. */
const NAMESPACE = process.env.POWERTOOLS_METRICS_NAMESPACE || 'MusicMarketplace';
const SERVICE = process.env.POWERTOOLS_SERVICE_NAME || 'music-marketplace';

let built: Promise<Metrics> | undefined;

const metrics = (): Promise<Metrics> =>
  (built ??= import('@aws-lambda-powertools/metrics')
    .then(({ Metrics }) => new Metrics({ namespace: NAMESPACE, serviceName: SERVICE }))
    .catch((error: unknown) => {
      built = undefined;
      throw error;
    }));

/** This request's counts, by metric name (all counts: EMF unit `Count`). */
const stored = new Map<string, number>();

const count = (name: string): void => {
  stored.set(name, (stored.get(name) ?? 0) + 1);
};

/** One EMF line with what this request counted, then nothing stored. */
async function publish(route: string): Promise<void> {
  if (stored.size === 0) return;
  const counts = [...stored];
  stored.clear();
  const emf = await metrics();
  for (const [name, value] of counts) emf.addMetric(name, 'Count', value);
  emf.addDimension('route', route);
  emf.publishStoredMetrics();
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
  const flush = async (request: { response: APIGatewayProxyStructuredResultV2 | null }) => {
    const status = request.response?.statusCode ?? 500;
    if (status >= 500) count(RESPONSE_5XX);
    else if (status >= 400) count(RESPONSE_4XX);
    // Best effort: a metrics failure never changes the answer.
    await publish(routeId).catch((error: unknown) => logger.warn('metrics not published', { error }));
  };
  return { after: flush, onError: flush };
}
