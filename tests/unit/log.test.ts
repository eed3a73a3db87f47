import { pathOf } from '../../shared/api/call';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';
import { gatewayEvent, lambdaContext } from '../helpers/lambda-event';
import { routes } from '../../shared/api/routes';

setFunctionEnv();
// The store is open: endpoint() reads the maintenance flag, and this suite has no table.
vi.mock('../../functions/data/settings-repo', () => ({ readSetting: async () => undefined }));
// endpoint() reads the account behind each token to see that its session is still open.
vi.mock('../../functions/data/users-repo', async (importOriginal) =>
  (await import('../helpers/unit-accounts')).withStoredAccounts(importOriginal),
);
delete process.env.LOG_LEVEL;
const { endpoint } = await import('../../functions/http/endpoint');
const { sessionToken } = await import('../helpers/unit-accounts');
const { flushLogs, logger, redact, REDACTED } = await import('../../functions/lib/log');

/** Every line the process writes to stdout/stderr while a test runs (Powertools writes there directly). */
let written: string[] = [];
beforeEach(() => {
  written = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

const logLines = (): Record<string, unknown>[] =>
  written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const event = (authorization?: string) =>
  gatewayEvent({ path: pathOf('getMe'), requestId: 'api-req-42', headers: authorization ? { authorization } : {} });
const context = lambdaContext('lambda-req-42', { functionName: 'getMe' });
/** The request keys on a line logged while getMe serves `event()` in `context`. */
const getMeKeys = { requestId: 'api-req-42', routeId: 'getMe', function_request_id: 'lambda-req-42', function_name: 'getMe' };

const SECRET_VALUES = [
  'ada@example.com',
  'hunter2-password',
  'reset-token-value',
  'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ1MSJ9.c2lnbmF0dXJl',
  'TRX-7Q2Z9',
];

/** An error as a careless caller might build it: secrets in the message and as own properties. */
function leakyError(): Error {
  return Object.assign(new Error(`login failed for ada@example.com with Bearer ${SECRET_VALUES[3]}`), {
    email: 'ada@example.com',
    password: 'hunter2-password',
    resetToken: 'reset-token-value',
    transactionId: 'TRX-7Q2Z9',
    orderId: 77,
  });
}

describe('request context on log lines', () => {
  it('stamps a line logged while serving a request with its request id, route id and user id', async () => {
    const handler = endpoint(routes.getMe, async ({ user }) => {
      logger.info('serving profile');
      return { id: user.userId, name: user.name, email: 'ada@example.com', role: user.role };
    });
    const token = await sessionToken({ id: 'user-7', role: 'user', name: 'Ada' });
    const res = await handler(event(`Bearer ${token}`), context);
    expect(res.statusCode).toBe(200);

    const line = logLines().find((l) => l.message === 'serving profile');
    expect(line).toMatchObject({ level: 'INFO', ...getMeKeys, userId: 'user-7', service: 'music-marketplace' });
    // The fields Powertools' Logger writes, so its CloudWatch Logs Insights queries keep working.
    expect(typeof line?.cold_start).toBe('boolean');
    expect(new Date(String(line?.timestamp)).toISOString()).toBe(line?.timestamp);
    expect(JSON.stringify(line)).not.toContain('Ada');
  });

  it('keeps each of two interleaved invocations in one process (the local gateway) on its own function name and request id', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = endpoint(routes.getMe, async ({ user }) => {
      await gate;
      logger.info('slow line');
      return { id: user.userId, name: user.name, email: 'a@b.co', role: user.role };
    });
    const fast = endpoint(routes.stripeWebhook, async () => {
      logger.info('webhook line');
      release();
      return { received: true };
    });
    const token = await sessionToken({ id: 'user-10', role: 'user', name: 'Di' });
    const webhookEvent = { ...event(), requestContext: { ...event().requestContext, requestId: 'api-req-43' } };
    const webhookContext = { ...context, awsRequestId: 'lambda-req-43', functionName: 'stripeWebhook' };
    const [a, b] = await Promise.all([slow(event(`Bearer ${token}`), context), fast(webhookEvent, webhookContext)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await flushLogs();
    expect(logLines().find((l) => l.message === 'webhook line')).toMatchObject({
      function_name: 'stripeWebhook',
      function_request_id: 'lambda-req-43',
      requestId: 'api-req-43',
      routeId: 'stripeWebhook',
    });
    const slowLine = logLines().find((l) => l.message === 'slow line');
    expect(slowLine).toMatchObject({ ...getMeKeys, userId: 'user-10' });
  });

  it('carries no request keys into lines written after the invocation', async () => {
    const handler = endpoint(routes.getMe, async ({ user }) => ({ id: user.userId, name: user.name, email: 'a@b.co', role: user.role }));
    await handler(event(`Bearer ${await sessionToken({ id: 'user-8', role: 'user', name: 'Bo' })}`), context);
    logger.info('between invocations');
    await flushLogs();
    const line = logLines().find((l) => l.message === 'between invocations');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('requestId');
    expect(line).not.toHaveProperty('userId');
  });

  it('logs a 500 once, as an error line with the request keys and none of the secrets in the error', async () => {
    const handler = endpoint(routes.getMe, async () => {
      throw leakyError();
    });
    const token = await sessionToken({ id: 'user-9', role: 'user', name: 'Cy' });
    const res = await handler(event(`Bearer ${token}`), context);
    expect(res.statusCode).toBe(500);

    const errors = logLines().filter((l) => l.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: 'api-req-42', routeId: 'getMe', userId: 'user-9', error: { name: 'Error', orderId: 77 } });
    const text = written.join('');
    for (const secret of [...SECRET_VALUES, token]) expect(text).not.toContain(secret);
  });
});

describe('redaction', () => {
  it('prints no email, password, token or transaction id from a logged error object', async () => {
    logger.error('payment check failed', { error: leakyError() });
    await flushLogs();
    const text = written.join('');
    expect(text).toContain('payment check failed');
    for (const secret of SECRET_VALUES) expect(text).not.toContain(secret);
    const [line] = logLines();
    expect(line?.error).toMatchObject({
      message: `login failed for [email] with Bearer ${REDACTED}`,
      email: REDACTED,
      password: REDACTED,
      resetToken: REDACTED,
      transactionId: REDACTED,
      orderId: 77,
      name: 'Error',
    });
    // Where it was thrown, as Powertools prints it: this test file's line.
    expect(String(line?.error && (line.error as Record<string, unknown>).location)).toMatch(/log\.test\.ts:\d+$/);
  });

  it('masks emails and JWTs inside strings under harmless keys, and leaves ids alone', () => {
    expect(redact('note', 'sent to bo@example.org')).toBe('sent to [email]');
    expect(redact('header', `x ${SECRET_VALUES[3]} y`)).toBe('x [jwt] y');
    expect(redact('userId', '01JABCDEF')).toBe('01JABCDEF');
    expect(redact('senderWallet', '01711111111')).toBe(REDACTED);
    expect(redact('authorization', 'Basic abc')).toBe(REDACTED);
  });
});

describe('level', () => {
  it('takes the level from LOG_LEVEL when the logger is created', async () => {
    vi.resetModules();
    process.env.LOG_LEVEL = 'ERROR';
    try {
      const { logger: quiet, flushLogs: flushQuiet } = await import('../../functions/lib/log');
      quiet.warn('a warning under LOG_LEVEL=ERROR');
      quiet.error('an error under LOG_LEVEL=ERROR');
      await flushQuiet();
    } finally {
      delete process.env.LOG_LEVEL;
    }
    const messages = logLines().map((l) => l.message);
    expect(messages).toContain('an error under LOG_LEVEL=ERROR');
    expect(messages).not.toContain('a warning under LOG_LEVEL=ERROR');
  });

  it('logs INFO and above by default', async () => {
    logger.debug('debug detail');
    logger.info('info detail');
    await flushLogs();
    const messages = logLines().map((l) => l.message);
    expect(messages).toEqual(['info detail']);
  });
});
