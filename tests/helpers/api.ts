/**
 * HTTP helpers for the API tests. They talk to a real server: the local stack started by
 * global-stack.ts, or any deployed stack named by API_BASE_URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import * as z from 'zod';
import { pathOf, queryString, type CallArgs, type QueryValue, type ResultOf, type RouteId } from '../../shared/api/call';
import { paths } from '../../shared/api/paths';
import { routes, type RouteDef } from '../../shared/api/routes';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys';
import { LOCAL_TABLE_NAME } from '../../functions/data/table-definition';
import { stack } from './stack';

export const baseUrl = (): string => stack().baseUrl;

/** A document client on the test stack's DynamoDB Local: for setting up what no route can (a role, a clock moved back). */
export const localTable = (): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack().ddbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

/**
 * Waits until an approved order's after-commit step (bell, mail, trending, ranking places) has
 * finished: the state the buyer ends in, a moment after the approval answered. Reads its record
 * on the local stack; an order without one (a plan, not approved) answers at once.
 */
export async function afterCommitSettled(orderId: number, timeoutMs = 60_000): Promise<void> {
  if (!isLocalStack()) return;
  const ddb = localTable();
  try {
    for (const until = Date.now() + timeoutMs; ;) {
      const out = await ddb.send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: keys.afterCommit(orderId), ConsistentRead: true }));
      if (!out.Item || out.Item.finishedAt) return;
      if (Date.now() > until) throw new Error(`the after-commit step of order ${orderId} did not finish within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    ddb.destroy();
  }
}

/** Whether the stack runs here, so its data folder (outbox, secrets) can be read. */
/** A seeded demo song (full-length master, every tier's files): not another test file's upload, which lists newest. */
export const isDemoSong = (song: { id: string }): boolean => song.id.includes('SEED') || song.id.startsWith('EXTRA');
export const isLocalStack = (): boolean => Boolean(stack().dataDir);

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** The error body every route answers 4xx/5xx with. */
export interface WireError {
  error: string;
  message: string;
  code: string;
  details?: { path: string; message: string }[];
}

/**
 * A JSON answer read without a schema: any field reads as `unknown`, so a test states what it
 * expects (`expect(...).toBe`) or narrows with `fieldOf`. A body that is no JSON object (text,
 * CSV, HTML, an array) stays as parsed at run time: read it through `text`, or
 * `JSON.parse(res.text) as unknown` and narrow.
 */
export type JsonBody = Readonly<Record<string, unknown>>;

/** One field of a loose answer, checked against a schema: a mismatch fails the test with the reason. */
export function fieldOf<S extends z.ZodType>(body: unknown, key: string, schema: S): z.output<S> {
  const value: unknown = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`body.${key} is not as expected: ${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * A route's success body, with the error fields readable for the 4xx/5xx assertions; a loose
 * `JsonBody` for the routes that declare no response schema (CSV, HTML, redirects, the OpenAPI document).
 */
export type Answer<R extends RouteId> = unknown extends ResultOf<R> ? JsonBody : ResultOf<R> & Partial<Omit<WireError, keyof ResultOf<R>>>;

interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
}

interface LooseInput extends SendOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent as is instead of `body`: malformed JSON and the like. */
  rawBody?: string;
}

/** The body as JSON when it parses, else the text as is. */
function parseBody(text: string): JsonBody {
  try {
    return (text ? JSON.parse(text) : undefined) as JsonBody;
  } catch {
    return text as unknown as JsonBody; // not JSON: keep the text
  }
}

async function send(method: string, url: string, opts: { body?: unknown; rawBody?: string } & SendOptions): Promise<ApiResponse<JsonBody>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined = opts.rawBody;
  if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl()}${url}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, body: parseBody(text), text, headers: res.headers };
}

/** A 2xx JSON answer must match the route's response schema: a contract break fails the test. */
function checkContract(id: RouteId, res: ApiResponse<JsonBody>): void {
  const schema = (routes[id] as RouteDef).response;
  if (!schema || res.status < 200 || res.status >= 300 || !res.headers.get('content-type')?.includes('json')) return;
  const result = schema.safeParse(res.body);
  if (!result.success) throw new Error(`${id} answered ${res.status} outside its response schema: ${z.prettifyError(result.error)}`);
}

/**
 * A typed call to a route: params, query and body checked against the route table, the answer
 * checked against its response schema. `body` stays the JSON as sent, so a test can also see
 * fields the schema would strip.
 */
export async function api<R extends RouteId>(id: R, ...[input]: CallArgs<R, SendOptions>): Promise<ApiResponse<Answer<R>>> {
  return apiLoose(id, input as LooseInput) as Promise<ApiResponse<Answer<R>>>;
}

/** A route with any params, query or body, for the hostile requests the types would refuse. */
export async function apiLoose(id: RouteId, input: LooseInput = {}): Promise<ApiResponse<JsonBody>> {
  const url = `${pathOf(id, input.params)}${queryString(input.query)}`;
  const res = await send(paths[id].method, url, input);
  checkContract(id, res);
  // An admin's approval answers once it committed; its mail and bell follow (after-commit step).
  if (id === 'approvePayment' && res.status === 200) await afterCommitSettled(Number(input.params?.orderId));
  return res;
}

/** Any method and path, for paths no route declares; build them from `pathOf`, never a literal. */
export function apiRaw(
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string } & SendOptions = {},
): Promise<ApiResponse<JsonBody>> {
  return send(method, path, opts);
}

let counter = 0;
export const uniqueEmail = (prefix = 'user'): string => `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;

export async function registerAndLogin(name = 'Test Buyer', password = 'correct horse battery') {
  const email = uniqueEmail();
  const reg = await api('register', { body: { name, email, password } });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await api('login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { email, password, name, token: login.body.token, user: login.body.user };
}

export async function adminToken(): Promise<string> {
  const res = await api('login', { body: { email: stack().adminEmail, password: stack().adminPassword } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return res.body.token;
}

/** The JWT signing key of the stack under test: from its data folder locally, or JWT_SECRET. */
export function jwtSecret(): string | undefined {
  if (isLocalStack()) {
    return (JSON.parse(readFileSync(join(stack().dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string }).jwtSecret;
  }
  return process.env.JWT_SECRET;
}

/**
 * Asserts that nothing the local stack printed so far (the functions' log lines, stack traces, the
 * gateway's messages: everything in `<dataDir>/stack.log`, kept from the first line on) contains
 * `secret`. The log must hold the stack's ready line, so a capture that broke cannot pass.
 */
export async function expectNotLogged(secret: string): Promise<void> {
  if (!isLocalStack()) return;
  // The stack writes its output as it comes: give the last lines of the call a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const text = readFileSync(join(stack().dataDir, 'stack.log'), 'utf8');
  if (!text.includes('Marketplace ready at')) throw new Error('stack.log does not hold the stack output');
  if (text.includes(secret)) throw new Error(`a secret was logged: ${secret.slice(0, 4)}…`);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the local stack wrote for one recipient, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  const dir = join(stack().dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/**
 * The reset token a password-reset mail carries: the one in its `/auth?reset=` link, which the
 * mail also gives as the code to paste (the fallback); undefined unless the mail holds both.
 */
export function resetTokenIn(text: string): string | undefined {
  const linked = /\/auth\?reset=([^\s&#]+)/.exec(text)?.[1];
  if (!linked) return undefined;
  const token = decodeURIComponent(linked);
  const asCode = text.split('\n').some((line) => !line.includes('reset=') && line.trimEnd().endsWith(` ${token}`));
  return asCode ? token : undefined;
}

/**
 * A request from a chosen loopback source address (local stack only): per-IP limits are
 * tested from an address of their own, so they never throttle the other tests sharing the stack.
 */
export function apiFrom<R extends RouteId>(sourceIp: string, id: R, ...[input]: CallArgs<R, SendOptions>): Promise<ApiResponse<Answer<R>>> {
  const { params, query, body, token, headers: extra } = (input ?? {}) as LooseInput;
  const url = new URL(`${baseUrl()}${pathOf(id, params)}${queryString(query)}`);
  const method = paths[id].method;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: sourceIp,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extra,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({ status: res.statusCode ?? 0, body: parseBody(text) as Answer<R>, text, headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Waits for `check` to hold (every 100 ms, 5 s by default): for what a provider's notification or an after-commit step does later. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return;
  }
  throw new Error(`timed out waiting for ${what}`);
}
