/**
 * AWS clients built on first use from a lazily imported SDK module, so a route pays for a client
 * only when a call reaches it. Each keeps the SDK's standard retry strategy (3 attempts with
 * backoff; throttles, 5xx and timeouts retried) and takes its endpoint and credentials from the
 * SDK's own configuration (`AWS_ENDPOINT_URL_<SERVICE>` points it at a local endpoint).
 */

/** A wait bound on every attempt: a dependency that never answers fails the attempt, which is retried. */
export const SDK_REQUEST_HANDLER = { connectionTimeout: 3_000, requestTimeout: 5_000 };

/** Memoises `build(await load())`; a failed import is not kept, so the next call tries again. */
export function lazyClient<M, C>(load: () => Promise<M>, build: (sdk: M) => C): () => Promise<{ sdk: M; client: C }> {
  let loaded: Promise<{ sdk: M; client: C }> | undefined;
  return () =>
    (loaded ??= load()
      .then((sdk) => ({ sdk, client: build(sdk) }))
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      }));
}
