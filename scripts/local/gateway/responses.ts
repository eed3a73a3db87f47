/** Writing answers: the gateway's own JSON errors and a Lambda result under the payload 2.0 rules. */
import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { LambdaResult } from './types';

export const errorBody = (error: string, code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error, message: error, code, ...extra });

export const NOT_FOUND = errorBody('Not Found', 'NOT_FOUND');
export const INTERNAL = errorBody('Internal Server Error', 'INTERNAL');
export const TOO_LARGE = errorBody('Request Entity Too Large', 'PAYLOAD_TOO_LARGE');
export const UNAVAILABLE = errorBody('Service Unavailable', 'SERVICE_UNAVAILABLE');
/** A handler that ran past its route's timeout (endpoint() answers this itself just before; this is the backstop). */
export const TIMED_OUT = errorBody('The request took too long. Please try again in a moment.', 'TIMEOUT');
export const STARTING = errorBody('The local stack is still starting', 'STARTING');
export const BAD_REQUEST = errorBody('Bad Request', 'BAD_REQUEST');
export const HEADERS_TOO_LARGE = errorBody('Request Header Fields Too Large', 'HEADERS_TOO_LARGE');

/** A JSON answer of the gateway's own; a response already under way is cut instead. */
export function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

const isStructured = (r: unknown): r is APIGatewayProxyStructuredResultV2 =>
  typeof r === 'object' && r !== null && !Array.isArray(r) && 'statusCode' in r;

/** Writes a Lambda result following the HTTP API payload 2.0 rules. Throws on a malformed result. */
export function writeLambdaResult(res: ServerResponse, result: LambdaResult, extraHeaders: Record<string, string> = {}) {
  if (!isStructured(result)) {
    const body = JSON.stringify(result === undefined ? null : result);
    res.writeHead(200, { ...extraHeaders, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  const { statusCode, headers = {}, cookies, body, isBase64Encoded } = result;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new Error(`handler returned an invalid statusCode: ${String(statusCode)}`);
  }
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new Error(`handler returned a non-string body (${typeof body}); stringify it`);
  }
  const payload = body ? (isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8')) : Buffer.alloc(0);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const setCookies: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || value === null) continue;
    if (name.toLowerCase() === 'set-cookie') setCookies.push(String(value));
    else res.setHeader(name, String(value));
  }
  if (cookies?.length) setCookies.push(...cookies);
  if (setCookies.length) res.setHeader('set-cookie', setCookies);
  res.setHeader('content-length', payload.length);
  res.statusCode = statusCode;
  res.end(payload);
}
