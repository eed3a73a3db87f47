/**
 * Fault tests: a KMS, SES or Secrets Manager call that stays throttled through the SDK's retries
 * answers 503 with Retry-After through endpoint(), as a throttled DynamoDB or S3 call does, never a
 * 500. The services are a local endpoint (the SDK's `AWS_ENDPOINT_URL_<SERVICE>`) answering each
 * protocol's own throttle: `ThrottlingException` in JSON 1.1 for Secrets Manager and KMS, HTTP 429
 * `TooManyRequestsException` for SES v2.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../shared/api/call';
import { routes } from '../../shared/api/routes';
import { fakeAwsEndpoint, TEST_CREDENTIALS, type SeenRequest } from '../helpers/aws-endpoint';
import { setFunctionEnv, TEST_JWT_SECRET } from '../helpers/function-env';
import { gatewayEvent, lambdaContext } from '../helpers/lambda-event';

setFunctionEnv();
const aws = await fakeAwsEndpoint();
// As in AWS: the JWT secret in Secrets Manager, data keys from KMS, mail through SES.
for (const name of ['SECRETS_FILE', 'SECRET_BOX_KEY_FILE', 'MAIL_OUTBOX_DIR']) delete process.env[name];
Object.assign(process.env, {
  ...TEST_CREDENTIALS,
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:jwt',
  SECRET_BOX_KMS_KEY_ID: 'alias/secrets',
  MAIL_FROM: 'no-reply@example.com',
  AWS_ENDPOINT_URL_SECRETS_MANAGER: aws.url,
  AWS_ENDPOINT_URL_KMS: aws.url,
  AWS_ENDPOINT_URL_SESV2: aws.url,
});
// The store is open and SMTP off: endpoint() and the mailer read settings, and this suite has no table.
vi.mock('../../functions/data/settings-repo', () => ({ readSetting: async () => undefined }));
// endpoint() counts each 5xx in the table, which this suite does not have.
vi.mock('../../functions/data/health-repo', () => ({ count5xx: async () => undefined }));
vi.mock('../../functions/data/users-repo', async (importOriginal) =>
  (await import('../helpers/unit-accounts')).withStoredAccounts(importOriginal),
);
const { endpoint } = await import('../../functions/http/endpoint');
const { Reply } = await import('../../functions/lib/responses');
const { secretsBox, SMTP_PASSWORD_CONTEXT } = await import('../../functions/lib/secrets-box');
const { sendMail } = await import('../../functions/mail/mailer');
const { storeAccount } = await import('../helpers/unit-accounts');
const { signToken } = await import('../helpers/tokens');

afterAll(() => aws.close());

type Throttled = 'secretsmanager' | 'kms' | 'ses';
let throttled = new Set<Throttled>();
beforeEach(() => {
  aws.seen.length = 0;
  throttled = new Set();
});

const serviceOf = (req: SeenRequest): Throttled =>
  req.path.startsWith('/v2/email') ? 'ses' : String(req.headers['x-amz-target']).startsWith('TrentService.') ? 'kms' : 'secretsmanager';

aws.answerWith((req) => {
  const service = serviceOf(req);
  if (throttled.has(service)) {
    return service === 'ses'
      ? { status: 429, body: { message: 'Too Many Requests' }, headers: { 'x-amzn-errortype': 'TooManyRequestsException' } }
      : { status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } };
  }
  if (service === 'ses') return { status: 200, body: { MessageId: 'm-1' } };
  if (service === 'kms')
    return { status: 200, body: { KeyId: 'k', Plaintext: Buffer.alloc(32, 1).toString('base64'), CiphertextBlob: 'd3JhcHBlZA==' } };
  return { status: 200, body: { SecretString: JSON.stringify({ jwtSecret: TEST_JWT_SECRET }) } };
});

const event = (authorization?: string) =>
  gatewayEvent({
    path: pathOf('getMe'),
    routeKey: 'GET /api/test',
    requestId: 'req-throttle',
    headers: authorization ? { authorization } : {},
  });
const context = lambdaContext('req-throttle');

const me = endpoint(routes.getMe, async ({ user }) => ({ id: user.userId, name: user.name, email: 'a@b.co', role: user.role }));
const sealing = endpoint(routes.getHomeStats, async () => {
  await secretsBox().seal('smtp-password-1234', SMTP_PASSWORD_CONTEXT);
  return new Reply(204, undefined);
});
const mailing = endpoint(routes.getHomeStats, async () => {
  await sendMail({ to: 'buyer@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
  return new Reply(204, undefined);
});

/** A 503 with Retry-After and the wire's error shape, after the SDK's three attempts, with no trace of the cause. */
function expectBusy(res: { statusCode?: number; headers?: Record<string, unknown>; body?: string }, service: Throttled) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers?.['Retry-After']).toBe('1');
  expect(JSON.parse(res.body ?? '{}')).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    error: 'The service is busy, please try again in a moment',
  });
  expect(res.body).not.toMatch(/Throttl|TooMany|Rate exceeded/);
  expect(aws.seen.filter((r) => serviceOf(r) === service)).toHaveLength(3);
}

describe('a throttled AWS dependency answers 503, not 500', { concurrent: false }, () => {
  it('Secrets Manager throttled while reading the session key: 503; once it answers, the same token is accepted', async () => {
    // Signed elsewhere: this container has not read the session key yet.
    const token = await signToken(TEST_JWT_SECRET, { userId: 'user-1', role: 'user', name: 'Ada' });
    storeAccount({ id: 'user-1', role: 'user', name: 'Ada' });
    throttled.add('secretsmanager');
    expectBusy(await me(event(`Bearer ${token}`), context), 'secretsmanager');

    throttled.clear();
    expect((await me(event(`Bearer ${token}`), context)).statusCode).toBe(200);
  });

  it('KMS throttled while sealing a secret: 503; once it answers, the secret is sealed', async () => {
    throttled.add('kms');
    expectBusy(await sealing(event(), context), 'kms');

    throttled.clear();
    expect((await sealing(event(), context)).statusCode).toBe(204);
  });

  it('SES throttled (429 TooManyRequestsException) while sending a mail: 503; once it answers, the mail is sent', async () => {
    throttled.add('ses');
    expectBusy(await mailing(event(), context), 'ses');

    throttled.clear();
    expect((await mailing(event(), context)).statusCode).toBe(204);
    expect(aws.seen.filter((r) => serviceOf(r) === 'ses').at(-1)?.signatureValid).toBe(true);
  });
});
