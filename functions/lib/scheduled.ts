/** Lambdas that both an EventBridge schedule (infra: the hourly rules) and an admin's "run now" through the API call. */

/** An EventBridge schedule's event. API Gateway never sends `source` or `detail-type`, so a request cannot pass for one and skip the admin check. */
export const isScheduledEvent = (event: unknown): boolean =>
  typeof event === 'object' &&
  event !== null &&
  (event as Record<string, unknown>).source === 'aws.events' &&
  (event as Record<string, unknown>)['detail-type'] === 'Scheduled Event';

/** The handler of such a Lambda: the schedule's event runs `job` directly, any other goes through `http` (the route's endpoint). */
export const scheduledOrHttp =
  <E, C, R, J>(http: (event: E, context: C) => Promise<R>, job: () => Promise<J>) =>
  async (event: E, context: C): Promise<R | J> =>
    isScheduledEvent(event) ? job() : http(event, context);
