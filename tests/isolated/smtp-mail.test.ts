/**
 * SMTP (issue 11, system settings `enableSMTP`): with SMTP on, mail goes through the admin's SMTP
 * server with the stored (sealed) password instead of SES or the outbox. A real SMTP server runs in
 * this test. It reroutes every mail of the store, so it runs on a stack of its own (the `isolated`
 * project): no other test's mail can land here while it is on.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import { adminToken, api, apiLoose, mailsTo, registerAndLogin } from '../helpers/api';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const SMTP_USER = 'mailer@store.example';
const SMTP_PASSWORD = `smtp-pass-${process.pid}-${Date.now()}`;

let admin: string;
let original: SystemSettings;
let server: SMTPServer;
let port: number;
const received: Received[] = [];
const refusedLogins: string[] = [];

beforeAll(async () => {
  admin = await adminToken();
  original = { ...(await api('getSystemSettings', { token: admin })).body, maintenanceMode: false };
  server = new SMTPServer({
    // Loopback only, no certificate: plain AUTH is allowed for this test server alone.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      refusedLogins.push(auth.username ?? '');
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const useSmtp = (password: string) =>
  apiLoose('updateSystemSettings', {
    token: admin,
    body: { ...original, enableSMTP: true, smtpHost: '127.0.0.1', smtpPort: port, smtpUser: SMTP_USER, smtpPassword: password },
  });

async function arrivedFor(address: string, timeoutMs = 15_000): Promise<Received | undefined> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = received.find((m) => m.to.includes(address));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

describe('SMTP', () => {
  it("sends a password reset through the admin's SMTP server, signed in with the stored password, not to the outbox", async () => {
    const { email } = await registerAndLogin('Smtp Recipient');
    try {
      const saved = await useSmtp(SMTP_PASSWORD);
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain(SMTP_PASSWORD);

      expect((await api('forgotPassword', { body: { email } })).status).toBe(200);
      const mail = await arrivedFor(email);
      expect(mail, 'a mail reached the SMTP server').toBeDefined();
      expect(mail!.to).toEqual([email]);
      expect(mail!.user).toBe(SMTP_USER);
      expect(mail!.raw).toMatch(/^Subject: Reset your password\r?$/m);
      expect(mail!.raw).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
      expect(mailsTo(email).filter((m) => m.subject === 'Reset your password')).toEqual([]);
    } finally {
      expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...original, smtpPassword: '' } })).status).toBe(200);
    }
  });

  it('sends to the outbox again once SMTP is off', async () => {
    const { email } = await registerAndLogin('Outbox Recipient');
    expect((await apiLoose('updateSystemSettings', { token: admin, body: { ...original, enableSMTP: false } })).status).toBe(200);
    expect((await api('forgotPassword', { body: { email } })).status).toBe(200);
    await expect.poll(() => mailsTo(email).filter((m) => m.subject === 'Reset your password').length, { timeout: 15_000 }).toBe(1);
    expect(received.some((m) => m.to.includes(email))).toBe(false);
  });
});
