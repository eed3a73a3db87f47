/**
 * Secrets Manager's GetSecretValue, SES v2's SendEmail and KMS's data keys through the SDK's own
 * clients (functions/lib/secrets-manager.ts, functions/mail/ses.ts, functions/lib/secrets-box.ts),
 * against a local endpoint named by the SDK's `AWS_ENDPOINT_URL_<SERVICE>` settings that checks
 * the SigV4 signature the way AWS does.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAwsEndpoint, TEST_CREDENTIALS } from '../helpers/aws-endpoint';
import { setFunctionEnv } from '../helpers/function-env';

const REGION = 'ap-south-1';

setFunctionEnv();
const aws = await fakeAwsEndpoint();
Object.assign(process.env, {
  ...TEST_CREDENTIALS,
  AWS_REGION: REGION,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: aws.url,
  AWS_ENDPOINT_URL_SESV2: aws.url,
  AWS_ENDPOINT_URL_KMS: aws.url,
});
const { getSecretString } = await import('../../functions/lib/secrets-manager');
const { sendWithSes } = await import('../../functions/mail/ses');
const { createSecretsBox, kmsKeyProvider } = await import('../../functions/lib/secrets-box');

afterAll(() => aws.close());
beforeEach(() => {
  aws.seen.length = 0;
});

const last = () => aws.seen.at(-1)!;

describe('GetSecretValue with the SDK client', () => {
  it('sends a correctly signed GetSecretValue and returns the SecretString', async () => {
    aws.answer(200, { ARN: 'arn', Name: 'jwt', SecretString: '{"jwtSecret":"x"}' });
    expect(await getSecretString('arn:aws:secretsmanager:ap-south-1:1:secret:jwt')).toBe('{"jwtSecret":"x"}');
    expect(last()).toMatchObject({ method: 'POST', path: '/', service: 'secretsmanager', region: REGION, signatureValid: true });
    expect(last().headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(last().headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(last().headers['x-amz-security-token']).toBe(TEST_CREDENTIALS.AWS_SESSION_TOKEN);
    expect(JSON.parse(last().body)).toEqual({ SecretId: 'arn:aws:secretsmanager:ap-south-1:1:secret:jwt' });
  });

  it('fails with the service error when the secret is refused, at once and never returning a guess', async () => {
    aws.answer(400, { __type: 'AccessDeniedException', message: 'not allowed' });
    await expect(getSecretString('arn:x')).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } });
    expect(aws.seen).toHaveLength(1);
  });

  it('fails when the secret has no string value', async () => {
    aws.answer(200, { ARN: 'arn', SecretBinary: 'AAEC' });
    await expect(getSecretString('arn:x')).rejects.toThrow('has no SecretString');
  });

  it('retries a throttle with the SDK strategy: one that heals within three attempts is invisible', async () => {
    let calls = 0;
    aws.answerWith(() =>
      ++calls < 3
        ? { status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } }
        : { status: 200, body: { SecretString: 's' } },
    );
    expect(await getSecretString('arn:x')).toBe('s');
    expect(aws.seen).toHaveLength(3);
  });
});

describe('SES v2 SendEmail with the SDK client', () => {
  const mail = {
    from: 'Store <no-reply@example.com>',
    to: 'buyer@example.com',
    subject: 'Your licence',
    text: 'Hi ✓',
    html: '<p>Hi ✓</p>',
  };

  it('posts the message to the outbound-emails resource, signed for ses', async () => {
    aws.answer(200, { MessageId: 'msg-1' });
    expect(await sendWithSes(mail)).toBe('msg-1');
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

  it('fails when SES refuses the message (an unverified sender)', async () => {
    aws.answerWith(() => ({
      status: 400,
      body: { message: 'Email address is not verified.' },
      headers: { 'x-amzn-errortype': 'MessageRejected' },
    }));
    await expect(sendWithSes(mail)).rejects.toMatchObject({ name: 'MessageRejected', message: 'Email address is not verified.' });
  });
});

describe('KMS envelope keys with the SDK client', () => {
  it('seals with a GenerateDataKey key and opens with Decrypt, bound to the purpose context', async () => {
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
    const sealer = createSecretsBox(kmsKeyProvider('alias/secrets'));
    const sealed = await sealer.seal('smtp-password-1234', 'settings.system.smtpPassword');
    expect(sealed).not.toContain('smtp-password');
    expect(last()).toMatchObject({ service: 'kms', signatureValid: true });

    // Another container: it has only the stored value and asks KMS to unwrap its key.
    const opener = createSecretsBox(kmsKeyProvider('alias/secrets'));
    expect(await opener.open(sealed, 'settings.system.smtpPassword')).toBe('smtp-password-1234');
    expect(last().headers['x-amz-target']).toBe('TrentService.Decrypt');
  });
});
