/**
 * The mail port: SES v2 in AWS, one JSON file per message in the outbox folder locally
 * (`to`, `subject`, `text`, `html`), so tests and developers can read what was sent. When the
 * admin turns SMTP on (system settings `enableSMTP`), every mail goes through that server instead,
 * in AWS and locally alike.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import * as z from '../../shared/api/zod';
import { readSetting } from '../data/settings-repo';
import { env } from '../lib/env';
import { throwIfFault } from '../lib/faults';
import { isSealed, secretsBox, SMTP_PASSWORD_CONTEXT } from '../lib/secrets-box';
import { sendWithSes } from './ses';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra message headers (`List-Unsubscribe`, …), passed on by every transport and kept in the outbox. */
  headers?: Record<string, string>;
}

/** The system settings fields SMTP needs; anything else in the item is not this module's business. */
const SmtpSettings = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    enableSMTP: z.boolean(),
    smtpHost: z.string(),
    smtpPort: z.number(),
    smtpUser: z.string(),
    smtpPassword: z.string(),
    siteName: z.optional(z.string()),
    supportEmail: z.optional(z.string()),
    contactEmail: z.optional(z.string()),
  }),
);
type SmtpSettings = z.infer<typeof SmtpSettings>;

/** The admin's SMTP server when SMTP is on (one GetItem per mail: a save applies to the next mail). */
async function smtpSettings(): Promise<SmtpSettings | undefined> {
  const parsed = SmtpSettings.safeParse(await readSetting('system'));
  return parsed.success && parsed.data.enableSMTP && parsed.data.smtpHost !== '' ? parsed.data : undefined;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;

async function sendWithSmtp(smtp: SmtpSettings, mail: Mail): Promise<void> {
  const { createTransport } = await import('nodemailer');
  const password = isSealed(smtp.smtpPassword) ? await secretsBox().open(smtp.smtpPassword, SMTP_PASSWORD_CONTEXT) : smtp.smtpPassword;
  const address =
    env.MAIL_FROM ?? [smtp.supportEmail, smtp.contactEmail, smtp.smtpUser].find((a) => a && EMAIL.test(a)) ?? `no-reply@${smtp.smtpHost}`;
  const transport = createTransport({
    host: smtp.smtpHost,
    port: smtp.smtpPort,
    // 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
    secure: smtp.smtpPort === 465,
    auth: smtp.smtpUser !== '' ? { user: smtp.smtpUser, pass: password } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  try {
    await transport.sendMail({
      from: { name: smtp.siteName || 'Music Marketplace', address },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } finally {
    transport.close();
  }
}

/** How the next mail would leave (System Health): the admin's SMTP server, the local outbox, SES, or nothing configured. */
export async function mailTransport(): Promise<'smtp' | 'outbox' | 'ses' | 'none'> {
  if (await smtpSettings()) return 'smtp';
  if (env.MAIL_OUTBOX_DIR) return 'outbox';
  return env.MAIL_FROM ? 'ses' : 'none';
}

/** Sends `mail`, or the mail a template is still writing (templates load their words on first use). */
export async function sendMail(composing: Mail | Promise<Mail>): Promise<void> {
  const mail = await composing;
  throwIfFault('mail-down');
  const smtp = await smtpSettings();
  if (smtp) return sendWithSmtp(smtp, mail);
  if (env.MAIL_OUTBOX_DIR) {
    await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
    const file = join(env.MAIL_OUTBOX_DIR, `${ulid()}.json`);
    // Written aside and renamed, so a reader of the outbox never sees half a mail.
    await writeFile(`${file}.part`, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
    await rename(`${file}.part`, file);
    return;
  }
  if (!env.MAIL_FROM) throw new Error('MAIL_FROM is not set');
  await sendWithSes({ from: env.MAIL_FROM, ...mail });
}
