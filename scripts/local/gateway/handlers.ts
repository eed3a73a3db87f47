/** Handler modules: loaded on a route's first request, like a Lambda cold start. */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GatewayRoute, LambdaHandler } from './types';

/** One load per route; a failed load is forgotten so the next request retries (e.g. after a fix). */
export function handlerCache(load: (route: GatewayRoute) => Promise<LambdaHandler>) {
  const handlers = new Map<string, Promise<LambdaHandler>>();
  return (route: GatewayRoute): Promise<LambdaHandler> => {
    let pending = handlers.get(route.id);
    if (!pending) {
      pending = load(route).then((fn) => {
        if (typeof fn !== 'function') throw new Error(`route ${route.id}: the module exports no handler function`);
        return fn;
      });
      pending.catch(() => handlers.delete(route.id));
      handlers.set(route.id, pending);
    }
    return pending;
  };
}

/** Loads `functions/http/<kebab-id>.ts` from the repo with dynamic import (needs tsx or vitest as loader). */
export function moduleHandlerLoader(repoRoot: string, fileOf: (id: string) => string) {
  return async (route: GatewayRoute): Promise<LambdaHandler> => {
    const file = resolve(repoRoot, fileOf(route.id));
    const mod = (await import(pathToFileURL(file).href)) as { handler?: LambdaHandler; default?: { handler?: LambdaHandler } };
    const handler = mod.handler ?? mod.default?.handler;
    if (typeof handler !== 'function') throw new Error(`${file} does not export a "handler" function`);
    return handler;
  };
}
