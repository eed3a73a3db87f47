/**
 * Secrets at rest (issue 11): what an admin enters as a secret is sealed before it is stored
 * (functions/lib/secrets-box.ts), so the table item holds no clear copy, and no API answer carries
 * it, only the mask. Reads the raw items from the local stack's DynamoDB.
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose, expectNotLogged, isLocalStack, localTable } from '../helpers/api';

const TABLE = 'marketplace';
const SYSTEM_KEY = { PK: 'SETTINGS', SK: 'system' };

describe.skipIf(!isLocalStack())('secrets at rest', () => {
  let admin: string;
  let ddb: DynamoDBDocumentClient;
  const rawItem = async (key: Record<string, string>) => (await ddb.send(new GetCommand({ TableName: TABLE, Key: key }))).Item;

  beforeAll(async () => {
    admin = await adminToken();
    ddb = localTable();
  });
  afterAll(() => ddb.destroy());

  const readSystem = async (): Promise<SystemSettings> => {
    const res = await api('getSystemSettings', { token: admin });
    expect(res.status).toBe(200);
    // Never restore maintenance on: another file could have caught it mid-test.
    return { ...res.body, maintenanceMode: false };
  };

  it('stores the SMTP password sealed, never in clear, and answers only with its mask', async () => {
    const original = await readSystem();
    const secret = `Smtp-at-rest-${process.pid}-${Date.now()}-4321`;
    try {
      const saved = await apiLoose('updateSystemSettings', { token: admin, body: { ...original, smtpPassword: secret } });
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain(secret);
      expect(saved.body.smtpPassword).toBe('••••4321');

      const item = await rawItem(SYSTEM_KEY);
      expect(JSON.stringify(item)).not.toContain(secret);
      expect(JSON.stringify(item)).not.toContain(secret.slice(0, -4));
      expect(String((item?.value as Record<string, unknown>).smtpPassword)).toMatch(/^box1\./);
      await expectNotLogged(secret);

      const read = await apiLoose('getSystemSettings', { token: admin });
      expect(read.text).not.toContain(secret);
      expect(read.body.smtpPassword).toBe('••••4321');
      expect((await apiLoose('getPublicSiteSettings')).text).not.toContain('4321');

      // The mask sent back keeps the sealed value exactly as it was.
      const sealed = (item?.value as Record<string, unknown>).smtpPassword;
      expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...read.body, maintenanceMode: false } })).status).toBe(200);
      expect(((await rawItem(SYSTEM_KEY))?.value as Record<string, unknown>).smtpPassword).toBe(sealed);
    } finally {
      expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...original, smtpPassword: '' } })).status).toBe(200);
    }
  });

  it('seals a password stored in clear before encryption existed on the next save, keeping it', async () => {
    const original = await readSystem();
    const legacy = `legacy-clear-${process.pid}-8765`;
    try {
      // A store upgraded from before: its item holds the password in clear.
      const item = await rawItem(SYSTEM_KEY);
      const value = { ...(item?.value as Record<string, unknown>), maintenanceMode: false, smtpPassword: legacy };
      await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...item, ...SYSTEM_KEY, value } }));

      const read = await apiLoose('getSystemSettings', { token: admin });
      expect(read.text).not.toContain(legacy);
      expect(read.body.smtpPassword).toBe('••••8765');

      const saved = await apiLoose('updateSystemSettings', { token: admin, body: { ...read.body, maintenanceMode: false } });
      expect(saved.status).toBe(200);
      expect(saved.body.smtpPassword).toBe('••••8765');
      const stored = String(((await rawItem(SYSTEM_KEY))?.value as Record<string, unknown>).smtpPassword);
      expect(stored).toMatch(/^box1\./);
      expect(stored).not.toContain(legacy);
    } finally {
      expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...original, smtpPassword: '' } })).status).toBe(200);
    }
  });
});
