/**
 * Sets the functions' environment for in-process unit tests (no AWS is called). Call before
 * importing anything under functions/, which reads its configuration at import time.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_JWT_SECRET = 'unit-test-secret-0123456789abcdef0123456789abcdef';

export function setFunctionEnv(): { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mm-unit-'));
  const secretsFile = join(dir, 'secrets.json');
  writeFileSync(secretsFile, JSON.stringify({ jwtSecret: TEST_JWT_SECRET }));
  Object.assign(process.env, {
    TABLE_NAME: 'unit-table',
    MEDIA_BUCKET: 'unit-media',
    SITE_URL: 'http://localhost:3000',
    SECRETS_FILE: secretsFile,
    SECRET_BOX_KEY_FILE: join(dir, 'secret-box.key'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
    AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9',
  });
  return { dir };
}
