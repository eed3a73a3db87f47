/**
 * AWS calls made as signed requests without the services' SDK clients (functions/lib/aws-json.ts):
 * Secrets Manager's GetSecretValue, SES v2's SendEmail and KMS's data keys, against a local endpoint that checks the
 * SigV4 signature the way AWS does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSecretString } from '../../functions/lib/secrets-manager';
import { sendWithSes } from '../../functions/mail/ses';
import { fakeAwsEndpoint, TEST_CREDENTIALS } from '../helpers/aws-endpoint';
import { setFunctionEnv } from '../helpers/function-env';

const REGION = 'ap-south-1';
let aws: Awaited<ReturnType<typeof fakeAwsEndpoint>>;

beforeAll(async () => {
  aws = await fakeAwsEndpoint();
});
afterAll(() => aws.close());

const env = () => ({ ...TEST_CREDENTIALS, AWS_REGION: REGION, AWS_ENDPOINT_URL_SECRETS_MANAGER: aws.url, AWS_ENDPOINT_URL_SESV2: aws.url });
const last = () => aws.seen.at(-1)!;

describe('GetSecretValue over a signed request', () => {
  it('sends a correctly signed GetSecretValue and returns the SecretString', async () => {
    aws.answer(200, { ARN: 'arn', Name: 'jwt', SecretString: '{"jwtSecret":"x"}' });
    expect(await getSecretString('arn:aws:secretsmanager:ap-south-1:1:secret:jwt', env())).toBe('{"jwtSecret":"x"}');
    expect(last()).toMatchObject({ method: 'POST', path: '/', service: 'secretsmanager', region: REGION, signatureValid: true });
    expect(last().headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(last().headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(last().headers['x-amz-security-token']).toBe(TEST_CREDENTIALS.AWS_SESSION_TOKEN);
    expect(JSON.parse(last().body)).toEqual({ SecretId: 'arn:aws:secretsmanager:ap-south-1:1:secret:jwt' });
  });

  it('fails with the service status when the secret is refused, never returning a guess', async () => {
    aws.answer(400, { __type: 'AccessDeniedException', message: 'not allowed' });
    await expect(getSecretString('arn:x', env())).rejects.toThrow(/secretsmanager answered 400: .*AccessDeniedException/);
  });

  it('fails when the secret has no string value', async () => {
    aws.answer(200, { ARN: 'arn', SecretBinary: 'AAEC' });
    await expect(getSecretString('arn:x', env())).rejects.toThrow('has no SecretString');
  });

  it('fails without credentials instead of sending an unsigned request', async () => {
    const before = aws.seen.length;
    await expect(getSecretString('arn:x', { AWS_REGION: REGION, AWS_ENDPOINT_URL_SECRETS_MANAGER: aws.url })).rejects.toThrow(
      'No AWS credentials',
    );
    expect(aws.seen).toHaveLength(before);
  });
});

describe('SES v2 SendEmail over a signed request', () => {
  const mail = {
    from: 'Store <no-reply@example.com>',
    to: 'buyer@example.com',
    subject: 'Your licence',
    text: 'Hi ✓',
    html: '<p>Hi ✓</p>',
  };

  it('posts the message to the outbound-emails resource, signed for ses', async () => {
    aws.answer(200, { MessageId: 'msg-1' });
    expect(await sendWithSes(mail, env())).toBe('msg-1');
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v2/email/outbound-emails',
      service: 'ses',
      region: REGION,
      signatureValid: true,
    });
    expect(JSON.parse(last().body)).toEqual({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: ['buyer@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Your licence', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Hi ✓', Charset: 'UTF-8' }, Html: { Data: '<p>Hi ✓</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('fails when SES refuses the message (an unverified sender, a throttle)', async () => {
    aws.answer(400, { message: 'Email address is not verified.' });
    await expect(sendWithSes(mail, env())).rejects.toThrow(/ses answered 400: .*not verified/);
  });
});

describe('KMS envelope keys over signed requests', () => {
  it('seals with a GenerateDataKey key and opens with Decrypt, bound to the purpose context', async () => {
    setFunctionEnv();
    const { createSecretsBox, kmsKeyProvider } = await import('../../functions/lib/secrets-box');
    const dataKey = Buffer.alloc(32, 7);
    const wrapped = Buffer.from('wrapped-by-kms');
    aws.answerWith((req) => {
      const body = JSON.parse(req.body) as { EncryptionContext?: unknown; CiphertextBlob?: string };
      if (JSON.stringify(body.EncryptionContext) !== JSON.stringify({ purpose: 'marketplace-secrets-box' }))
        return { status: 400, body: { __type: 'InvalidCiphertextException' } };
      if (req.headers['x-amz-target'] === 'TrentService.GenerateDataKey')
        return { status: 200, body: { KeyId: 'k', Plaintext: dataKey.toString('base64'), CiphertextBlob: wrapped.toString('base64') } };
      if (req.headers['x-amz-target'] === 'TrentService.Decrypt' && body.CiphertextBlob === wrapped.toString('base64'))
        return { status: 200, body: { KeyId: 'k', Plaintext: dataKey.toString('base64') } };
      return { status: 400, body: { __type: 'InvalidCiphertextException' } };
    });
    const awsEnv = { ...TEST_CREDENTIALS, AWS_REGION: REGION, AWS_ENDPOINT_URL_KMS: aws.url };
    const sealer = createSecretsBox(kmsKeyProvider('alias/secrets', awsEnv));
    const sealed = await sealer.seal('smtp-password-1234', 'settings.system.smtpPassword');
    expect(sealed).not.toContain('smtp-password');
    expect(last()).toMatchObject({ service: 'kms', signatureValid: true });

    // Another container: it has only the stored value and asks KMS to unwrap its key.
    const opener = createSecretsBox(kmsKeyProvider('alias/secrets', awsEnv));
    expect(await opener.open(sealed, 'settings.system.smtpPassword')).toBe('smtp-password-1234');
    expect(last().headers['x-amz-target']).toBe('TrentService.Decrypt');
  });
});
