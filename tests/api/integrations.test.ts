/**
 * Integrations (issue 11, admin §2.11, §3, §4, §5): admin only; the required fields of admin §3
 * as 400s naming the field; the toggle refused until configured; secret fields sealed in the table,
 * masked on every read, kept when the mask comes back. The six records are store-wide: each test
 * restores what it changed.
 */
import { type DynamoDBDocumentClient, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../shared/api/integrations';
import { adminToken, api, apiLoose, expectNotLogged, isLocalStack, registerAndLogin, type WireError, localTable } from '../helpers/api';

let admin: string;
let buyer: string;

const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);
const save = (body: unknown, token = admin) => apiLoose('saveIntegration', { token, body });
const find = async (id: string): Promise<Integration> => {
  const res = await api('listIntegrations', { token: admin });
  expect(res.status).toBe(200);
  return res.body.find((i) => i.integration_id === id)!;
};

beforeAll(async () => {
  admin = await adminToken();
  buyer = (await registerAndLogin('Integrations Reader')).token;
});

/**
 * Leaves integration `id`'s stored record as the enclosing block found it: read before its tests
 * (and deleted, when they start `unconfigured`), put back or deleted after. `read` answers the record.
 */
function keepStoredIntegration(id: string, { unconfigured = false } = {}) {
  const Key = { PK: 'SETTINGS', SK: `integration.${id}` };
  let ddb: DynamoDBDocumentClient;
  let before: Record<string, unknown> | undefined;
  const read = async () => (await ddb.send(new GetCommand({ TableName: 'marketplace', Key }))).Item;
  beforeAll(async () => {
    ddb = localTable();
    before = await read();
    if (unconfigured) await ddb.send(new DeleteCommand({ TableName: 'marketplace', Key }));
  });
  afterAll(async () => {
    if (before) await ddb.send(new PutCommand({ TableName: 'marketplace', Item: before }));
    else await ddb.send(new DeleteCommand({ TableName: 'marketplace', Key }));
    ddb.destroy();
  });
  return { read };
}

describe('integrations', () => {
  it('refuses reads, saves and toggles by an anonymous caller with 401 and by a plain user with 403', async () => {
    expect((await apiLoose('listIntegrations')).status).toBe(401);
    expect((await apiLoose('listIntegrations', { token: buyer })).status).toBe(403);
    const body = { integration_id: 'discord', config: { webhook_url: 'https://discord.example/hook' }, is_active: true };
    expect((await save(body, '')).status).toBe(401);
    expect((await save(body, buyer)).status).toBe(403);
    expect((await apiLoose('toggleIntegration', { token: buyer, params: { id: 'discord' }, body: { is_active: true } })).status).toBe(403);
  });

  it('lists the six integrations of admin §3 with their categories', async () => {
    const res = await api('listIntegrations', { token: admin });
    expect(res.body.map((i) => [i.integration_id, i.category])).toEqual([
      ['stripe', 'payment'],
      ['paypal', 'payment'],
      ['mailchimp', 'marketing'],
      ['google-analytics', 'analytics'],
      ['aws-s3', 'storage'],
      ['discord', 'communication'],
    ]);
  });

  it('answers 400 naming each missing required field, an unknown field or a value of the wrong kind', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { integration_id: 'aws-s3', config: { access_key: 'AKIA', secret_key: 'x', bucket_name: 'b' } },
        'body.config.region',
        /Region is required/,
      ],
      [{ integration_id: 'stripe', config: { public_key: 'pk_test_1' } }, 'body.config.secret_key', /Secret key is required/],
      [{ integration_id: 'mailchimp', config: { api_key: 'k', list_id: '  ' } }, 'body.config.list_id', /List ID is required/],
      [{ integration_id: 'google-analytics', config: { tracking_id: 'G-1', secret: 'x' } }, 'body.config.secret', /no field secret/],
      [{ integration_id: 'paypal', config: { client_id: 'c', client_secret: 's', sandbox: 'yes' } }, 'body.config.sandbox', /on or off/],
      [{ integration_id: 'discord', config: { webhook_url: 'http://insecure.example' } }, 'body.config.webhook_url', /https:\/\//],
    ];
    for (const [body, field, message] of cases) {
      const res = await save({ is_active: false, ...body });
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContain(field);
      expect(res.body.error, field).toMatch(message);
    }
    expect((await save({ integration_id: 'myspace', config: {}, is_active: false })).status).toBe(400);
  });

  describe.skipIf(!isLocalStack())('on the stored records', () => {
    const stored = keepStoredIntegration('aws-s3', { unconfigured: true });

    it('refuses the toggle until configured, then moves configured → active → inactive', async () => {
      expect(await find('aws-s3')).toMatchObject({ configured: false, is_active: false, config: {} });
      const early = await apiLoose('toggleIntegration', { token: admin, params: { id: 'aws-s3' }, body: { is_active: true } });
      expect(early.status).toBe(400);
      expect(early.body.error).toMatch(/Configure AWS S3/);

      const config = { access_key: 'AKIAEXAMPLE', secret_key: `s3-secret-${process.pid}-WXYZ`, bucket_name: 'media', region: 'eu-west-1' };
      const saved = await save({ integration_id: 'aws-s3', config, is_active: false });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ configured: true, is_active: false });

      const on = await api('toggleIntegration', { token: admin, params: { id: 'aws-s3' }, body: { is_active: true } });
      expect(on.body).toMatchObject({ configured: true, is_active: true });
      expect((await find('aws-s3')).is_active).toBe(true);
      const off = await api('toggleIntegration', { token: admin, params: { id: 'aws-s3' }, body: { is_active: false } });
      expect(off.body.is_active).toBe(false);
    });

    it('seals secret fields in the table, answers them masked, keeps them when the mask comes back', async () => {
      const secret = `s3-secret-${process.pid}-${Date.now()}-ABCD`;
      const config = { access_key: 'AKIAEXAMPLE', secret_key: secret, bucket_name: 'media', region: 'eu-west-1' };
      const saved = await save({ integration_id: 'aws-s3', config, is_active: true });
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain(secret);
      expect(saved.body.config).toEqual({ ...config, secret_key: '••••ABCD' });

      const raw = await stored.read();
      expect(JSON.stringify(raw)).not.toContain(secret);
      await expectNotLogged(secret);
      expect(String((raw?.config as Record<string, unknown>).secret_key)).toMatch(/^box1\./);
      expect((raw?.config as Record<string, unknown>).access_key).toBe('AKIAEXAMPLE');

      const listed = await apiLoose('listIntegrations', { token: admin });
      expect(listed.text).not.toContain(secret);

      // The dialog sent back as read, with the bucket changed: the sealed key is kept as it was.
      const read = await find('aws-s3');
      const again = await save({ integration_id: 'aws-s3', config: { ...read.config, bucket_name: 'other' }, is_active: true });
      expect(again.status).toBe(200);
      expect((again.body.config as Record<string, unknown>).secret_key).toBe('••••ABCD');
      const rawAgain = await stored.read();
      expect((rawAgain?.config as Record<string, unknown>).secret_key).toBe((raw?.config as Record<string, unknown>).secret_key);
      expect((rawAgain?.config as Record<string, unknown>).bucket_name).toBe('other');
    });
  });

  describe.skipIf(!isLocalStack())('web analytics tag', () => {
    keepStoredIntegration('google-analytics');

    it('tells every visitor the tag id only while Google Analytics is on, preferring the measurement id', async () => {
      const saved = await save({ integration_id: 'google-analytics', config: { tracking_id: 'UA-12345-1' }, is_active: false });
      expect(saved.status).toBe(200);
      expect((await api('getAnalyticsTag')).body).toEqual({ measurementId: null });

      await api('toggleIntegration', { token: admin, params: { id: 'google-analytics' }, body: { is_active: true } });
      expect((await api('getAnalyticsTag')).body).toEqual({ measurementId: 'UA-12345-1' });
      await save({
        integration_id: 'google-analytics',
        config: { tracking_id: 'UA-12345-1', measurement_id: 'G-TESTTAG42' },
        is_active: true,
      });
      expect((await api('getAnalyticsTag', { token: buyer })).body).toEqual({ measurementId: 'G-TESTTAG42' });
    });

    it('refuses a tag id that is not a Google tag id, since it becomes part of a script URL', async () => {
      const res = await save({ integration_id: 'google-analytics', config: { tracking_id: 'G-1"><script>' }, is_active: true });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toContain('body.config.tracking_id');
    });
  });
});
