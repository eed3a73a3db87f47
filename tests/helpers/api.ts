/**
 * HTTP helpers for the API tests. They talk to a real server: the local stack started by
 * global-stack.ts, or any deployed stack named by API_BASE_URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

/** Whether the stack runs here, so its data folder (outbox, secrets) can be read. */
export const isLocalStack = (): boolean => Boolean(inject('dataDir'));

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function api<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined = opts.rawBody;
  if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, text, headers: res.headers };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;

export async function registerAndLogin(name = 'Test Buyer', password = 'correct horse battery') {
  const email = uniqueEmail();
  const reg = await api('POST', '/api/auth/register', { body: { name, email, password } });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await api('POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { email, password, name, token: login.body.token as string, user: login.body.user };
}

export async function adminToken(): Promise<string> {
  const res = await api('POST', '/api/auth/login', { body: { email: inject('adminEmail'), password: inject('adminPassword') } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}

/** The JWT signing key of the stack under test: from its data folder locally, or JWT_SECRET. */
export function jwtSecret(): string | undefined {
  if (isLocalStack()) {
    return (JSON.parse(readFileSync(join(inject('dataDir'), 'secrets.json'), 'utf8')) as { jwtSecret: string }).jwtSecret;
  }
  return process.env.JWT_SECRET;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the local stack wrote for one recipient, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  const dir = join(inject('dataDir'), 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/**
 * A request from a chosen loopback source address (local stack only): per-IP limits are
 * tested from an address of their own, so they never throttle the other tests sharing the stack.
 */
export function apiFrom<T = any>(sourceIp: string, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
  const url = new URL(`${baseUrl()}${path}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: sourceIp,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: any = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({ status: res.statusCode ?? 0, body: parsed, text, headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
