/**
 * The mail port: SES v2 in AWS, one JSON file per message in the outbox folder locally
 * (`to`, `subject`, `text`, `html`), so tests and developers can read what was sent.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { env } from '../lib/env';
import { throwIfFault } from '../lib/faults';
import { sendWithSes } from './ses';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  throwIfFault('mail-down');
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
