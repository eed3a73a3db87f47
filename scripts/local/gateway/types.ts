/** The gateway's contract with its callers (scripts/dev.ts, tests). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** The part of a route-table entry the gateway needs (`RouteEntry` from shared/api/routes fits). */
export interface GatewayRoute {
  id: string;
  /** GET, POST, … or ANY. */
  method: string;
  /** API Gateway syntax: `/api/orders/{orderId}`, `/api/files/{path+}`. */
  path: string;
  /** The function's timeout (Lambda's), when it differs from the gateway's default. */
  timeoutSeconds?: number;
}

export type LambdaResult = APIGatewayProxyStructuredResultV2 | string | number | boolean | object | null | undefined;
export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<LambdaResult> | LambdaResult;

/** Serves a non-API request (must end the response). */
export type WebHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface GatewayOptions {
  routes: readonly GatewayRoute[];
  /** Called once per route (on its first request; retried after a failure). */
  loadHandler: (route: GatewayRoute) => Promise<LambdaHandler>;
  /** Non-API requests; without one they get a 404 JSON. Can be set later with `setWeb`. */
  web?: WebHandler | null;
  /** No per-request log lines. */
  quiet?: boolean;
  /** Default 10 MiB, like API Gateway. */
  maxBodyBytes?: number;
  /** Integration timeout (API Gateway: 30 s → 503). 0 disables. Default 30 000. */
  timeoutMs?: number;
  /**
   * Function timeout of a route without `timeoutSeconds` (Lambda's: past it the invocation fails
   * and API Gateway answers 500). Default `DEFAULT_ROUTE_TIMEOUT_SECONDS`, as deployed.
   */
  defaultTimeoutSeconds?: number;
  /**
   * Multiplies every function timeout (not the integration timeout). In AWS each invocation has a
   * container to itself; here every function shares one process and the machine's cores, so a test
   * run that fires many concurrent scrypt hashes can set a factor > 1. Default 1.
   */
  functionTimeoutScale?: number;
  /** Until `setReady(true)`, every request gets 503 (the stack is still starting). Default true. */
  ready?: boolean;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

export interface Gateway {
  server: Server;
  /** Listens and resolves with the real port (`port` 0 picks a free one). */
  listen: (port: number, host?: string) => Promise<number>;
  /** Stops accepting, drops open connections, resolves when closed. */
  close: () => Promise<void>;
  setWeb: (web: WebHandler | null) => void;
  setReady: (ready: boolean) => void;
  /** API requests being handled right now (the local after-commit runner yields to them). */
  apiInFlight: () => number;
}
