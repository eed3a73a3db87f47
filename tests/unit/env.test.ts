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
});
