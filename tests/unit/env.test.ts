import { describe, expect, it } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { loadEnv } = await import('../../functions/lib/env');

const base = { TABLE_NAME: 't', MEDIA_BUCKET: 'b', SITE_URL: 'https://shop.example/', SECRETS_FILE: '/s.json', MAIL_OUTBOX_DIR: '/o' };

describe('function configuration', () => {
  it('reads a complete configuration and normalises the site URL', () => {
    expect(loadEnv(base)).toMatchObject({ TABLE_NAME: 't', SITE_URL: 'https://shop.example', S3_FORCE_PATH_STYLE: false });
  });

  it('fails loudly, naming the missing setting', () => {
    expect(() => loadEnv({ ...base, TABLE_NAME: undefined })).toThrow(/TABLE_NAME/);
  });

  it('needs a source for secrets and for mail', () => {
    expect(() => loadEnv({ ...base, SECRETS_FILE: undefined })).toThrow(/SECRETS_FILE \(local\) or JWT_SECRET_ARN/);
    expect(() => loadEnv({ ...base, MAIL_OUTBOX_DIR: undefined })).toThrow(/MAIL_OUTBOX_DIR \(local\) or MAIL_FROM/);
  });

  it('refuses an empty or malformed setting, naming each problem once', () => {
    const attempt = () =>
      loadEnv({ ...base, MEDIA_BUCKET: '', SITE_URL: 'not a url', S3_FORCE_PATH_STYLE: 'yes', GATEWAY_URL_STRIPE: 'nope', MAIL_FROM: 'a' });
    expect(attempt).toThrow(/MEDIA_BUCKET: Must not be empty/);
    expect(attempt).toThrow(/SITE_URL: Invalid URL/);
    expect(attempt).toThrow(/S3_FORCE_PATH_STYLE: Expected "true" or "false"/);
    expect(attempt).toThrow(/GATEWAY_URL_STRIPE: Invalid URL/);
    expect(attempt).toThrow(/MAIL_FROM: Must be at least 3 characters/);
  });

  it('keeps optional settings only when set, and applies the defaults', () => {
    const env = loadEnv({ ...base, S3_FORCE_PATH_STYLE: 'true', COVERS_BUCKET: 'c', UNRELATED: 'x' });
    expect(env).toEqual({
      TABLE_NAME: 't',
      MEDIA_BUCKET: 'b',
      SITE_URL: 'https://shop.example',
      SECRETS_FILE: '/s.json',
      MAIL_OUTBOX_DIR: '/o',
      COVERS_BUCKET: 'c',
      S3_FORCE_PATH_STYLE: true,
      AWS_REGION: 'us-east-1',
    });
    expect(loadEnv({ ...base, AWS_REGION: 'eu-west-1', GATEWAY_URL_STRIPE: 'http://127.0.0.1:9/' })).toMatchObject({
      AWS_REGION: 'eu-west-1',
      GATEWAY_URL_STRIPE: 'http://127.0.0.1:9/',
    });
  });
});
