/**
 * System settings (issue 11, admin §2.13, §3, §5): admin-only reads and saves, the rules of §5 as
 * 400s naming the field and the SMTP password never returned. Maintenance mode switches the whole
 * store, so it is tested on a stack of its own: tests/isolated/maintenance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose, registerAndLogin, type WireError } from '../helpers/api';

let admin: string;
let buyer: string;
let original: SystemSettings;

const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);

const put = (body: unknown, token = admin) => apiLoose('updateSystemSettings', { token, body });

beforeAll(async () => {
  admin = await adminToken();
  buyer = (await registerAndLogin('System Settings Reader')).token;
  const res = await api('getSystemSettings', { token: admin });
  expect(res.status).toBe(200);
  // Never restore maintenance on: another file could have caught it mid-test.
  original = { ...res.body, maintenanceMode: false };
});

afterAll(async () => {
  expect((await put(original)).status).toBe(200);
});

describe('system settings', () => {
  it('refuses a read or save by an anonymous caller with 401 and by a plain user with 403', async () => {
    expect((await apiLoose('getSystemSettings')).status).toBe(401);
    expect((await apiLoose('getSystemSettings', { token: buyer })).status).toBe(403);
    expect((await put({ ...original, siteName: 'Taken Over' }, '')).status).toBe(401);
    expect((await put({ ...original, siteName: 'Taken Over' }, buyer)).status).toBe(403);
    expect((await api('getSystemSettings', { token: admin })).body.siteName).toBe(original.siteName);
  });

  it('answers 400 naming the field for every rule of admin §5', async () => {
    const cases: [Partial<Record<keyof SystemSettings, unknown>>, string, RegExp][] = [
      [{ commissionRate: -1 }, 'body.commissionRate', /between 0 and 100/],
      [{ commissionRate: 100.5 }, 'body.commissionRate', /between 0 and 100/],
      [{ minPrice: -0.01 }, 'body.minPrice', /at least 0/],
      [{ minPrice: 1.005 }, 'body.minPrice', /steps of 0.01/],
      [{ minPrice: 20, maxPrice: 10 }, 'body.minPrice', /must not exceed the maximum/],
      [{ maxFileSize: 0 }, 'body.maxFileSize', /at least 1 MB/],
      [{ allowedFormats: ['mp3', 'ogg'] }, 'body.allowedFormats.1', /mp3, wav or flac/],
      [{ allowedFormats: [] }, 'body.allowedFormats', /at least one format/],
      [{ smtpPort: 0 }, 'body.smtpPort', /between 1 and 65535/],
      [{ smtpPort: 65536 }, 'body.smtpPort', /between 1 and 65535/],
      [{ currency: 'JPY' }, 'body.currency', /USD, EUR, GBP, BDT/],
      [{ contactEmail: 'not-an-email' }, 'body.contactEmail', /email address/],
      [{ siteName: '   ' }, 'body.siteName', /Site name is required/],
      [{ address: 'x'.repeat(301) }, 'body.address', /Office address must be at most 300 characters/],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...original, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.code, field).toBe('VALIDATION_ERROR');
      expect(fieldsOf(res.body), field).toContain(field);
      expect(res.body.error, field).toMatch(message);
    }
    const unknown = await put({ ...original, isAdmin: true });
    expect(unknown.status).toBe(400);
    expect((await api('getSystemSettings', { token: admin })).body).toEqual(original);
  });

  it('saves every field and serves them back, with the public read following at once', async () => {
    const changed: SystemSettings = {
      ...original,
      siteName: `Settings Test ${process.pid}`,
      supportEmail: 'help@store.example',
      address: 'Level 4, 22 Kemal Ataturk Ave\nBanani, Dhaka 1213',
      currency: 'BDT',
      commissionRate: 12.5,
      minPrice: 1.99,
      maxPrice: 250,
      maxFileSize: 80,
      allowedFormats: ['mp3', 'flac'],
      enableReviews: false,
      smtpPort: 2525,
    };
    try {
      const saved = await put(changed);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(changed);
      expect((await api('getSystemSettings', { token: admin })).body).toEqual(changed);
      const visible = await api('getPublicSiteSettings');
      expect(visible.body).toMatchObject({
        siteName: changed.siteName,
        supportEmail: 'help@store.example',
        address: changed.address,
        currency: 'BDT',
      });
      expect(visible.body).not.toHaveProperty('smtpPassword');
    } finally {
      expect((await put(original)).status).toBe(200);
    }
  });

  it('never returns the SMTP password: reads mask it, and saving the mask back keeps it', async () => {
    const secret = `smtp-Secret-${process.pid}-9876`;
    try {
      const saved = await put({ ...original, smtpHost: 'smtp.example.com', smtpUser: 'mailer', smtpPassword: secret });
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain(secret);
      expect(saved.body.smtpPassword).toBe('••••9876');

      const read = await api('getSystemSettings', { token: admin });
      expect(read.text).not.toContain(secret);
      expect(read.body.smtpPassword).toBe('••••9876');
      expect((await api('getPublicSiteSettings')).text).not.toContain('9876');

      // The form sent back as it was read, with another field changed: the stored password stays.
      const again = await put({ ...read.body, smtpPort: 465 });
      expect(again.status).toBe(200);
      expect(again.body.smtpPassword).toBe('••••9876');

      const replaced = await put({ ...read.body, smtpPassword: 'another-pass-1234' });
      expect(replaced.body.smtpPassword).toBe('••••1234');
      // A short password shows only the mask, not most of itself.
      expect((await put({ ...read.body, smtpPassword: 'abc123' })).body.smtpPassword).toBe('••••');
    } finally {
      expect((await put({ ...original, smtpPassword: '' })).status).toBe(200);
    }
  });
});
