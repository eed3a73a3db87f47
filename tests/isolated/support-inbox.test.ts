/**
 * The support inbox (issue 13): contact-form messages listed newest first with a status filter
 * and paging, opened (marked read once), replied to by mail (stored with the message) and
 * deleted, with the STATS/SUPPORT counters moving in step. Isolated: the counters are exact only
 * when no other suite sends contact messages, and the forward needs a support address set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemSettings } from '../../shared/api/settings';
import type { SupportCounts } from '../../shared/api/support';
import { adminToken, api, apiFrom, apiLoose, mailsTo, registerAndLogin, uniqueEmail } from '../helpers/api';

const run = `${Date.now().toString(36)}${process.pid}`;
const SUPPORT = `support.${run}@example.com`;
let admin: string;
let user: string;
let before: SystemSettings;
let ipCounter = 0;

/** Each message from its own address: the form takes 5 an hour per address. */
async function sendMessage(
  subject: string,
  email = uniqueEmail('sender'),
  headers: Record<string, string> = {},
): Promise<{ email: string; subject: string }> {
  const res = await apiFrom(`127.0.4.${++ipCounter}`, 'submitContact', {
    body: { name: 'Nadia Sender', email, subject, message: `Question about ${subject}\nSecond line` },
    headers,
  });
  expect(res.status, res.text).toBe(201);
  return { email, subject };
}

async function counts(): Promise<SupportCounts> {
  const res = await api('listSupportMessages', { token: admin, query: { limit: 1 } });
  expect(res.status, res.text).toBe(200);
  return res.body.counts;
}

async function idOf(subject: string): Promise<string> {
  const res = await api('listSupportMessages', { token: admin, query: { limit: 100 } });
  const found = res.body.messages.find((m) => m.subject === subject);
  if (!found) throw new Error(`${subject} not in the inbox`);
  return found.id;
}

beforeAll(async () => {
  admin = await adminToken();
  user = (await registerAndLogin()).token;
  before = (await api('getSystemSettings', { token: admin })).body;
  const body: SystemSettings = { ...before, supportEmail: SUPPORT };
  expect((await apiLoose('updateSystemSettings', { token: admin, body })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await apiLoose('updateSystemSettings', { token: admin, body: before });
}, 60_000);

describe('support inbox', () => {
  it('stores a message unread, counts it, and mails it to the support address', async () => {
    const start = await counts();
    const sent = await sendMessage(`Forward ${run}`);
    expect(await counts()).toEqual({ ...start, unread: start.unread + 1, total: start.total + 1 });
    const forwarded = mailsTo(SUPPORT).find((m) => m.subject.includes(sent.subject));
    expect(forwarded?.text).toContain(sent.email);
    expect(forwarded?.text).toContain(`Question about ${sent.subject}`);
    const listed = await api('listSupportMessages', { token: admin, query: { status: 'unread' } });
    expect(listed.body.messages[0]).toMatchObject({ subject: sent.subject, email: sent.email, status: 'unread', replies: [] });
  });

  it('opening a message marks it read once, and the counters follow', async () => {
    const { subject } = await sendMessage(`Open ${run}`);
    const id = await idOf(subject);
    const start = await counts();
    const first = await api('getSupportMessage', { token: admin, params: { id } });
    expect(first.body).toMatchObject({ id, status: 'read' });
    expect(first.body.read_at).not.toBeNull();
    const again = await api('getSupportMessage', { token: admin, params: { id } });
    expect(again.body.read_at).toBe(first.body.read_at);
    expect(await counts()).toEqual({ ...start, unread: start.unread - 1, read: start.read + 1 });
    const unread = await api('listSupportMessages', { token: admin, query: { status: 'unread', limit: 100 } });
    expect(unread.body.messages.map((m) => m.id)).not.toContain(id);
    const read = await api('listSupportMessages', { token: admin, query: { status: 'read', limit: 100 } });
    expect(read.body.messages.map((m) => m.id)).toContain(id);
  });

  it('a reply is mailed to the sender, stored with the message and marks it replied', async () => {
    const sent = await sendMessage(`Reply ${run}`);
    const id = await idOf(sent.subject);
    const start = await counts();
    const res = await api('replySupportMessage', { token: admin, params: { id }, body: { message: '  Yes, podcasts are covered.  ' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('replied');
    expect(res.body.replies).toEqual([expect.objectContaining({ message: 'Yes, podcasts are covered.' })]);
    const mail = mailsTo(sent.email).find((m) => m.subject === `Re: ${sent.subject}`);
    expect(mail?.text).toContain('Yes, podcasts are covered.');
    expect(mail?.text).toContain(`> Question about ${sent.subject}`);
    // Never opened: the reply moves it straight from unread to replied.
    expect(await counts()).toEqual({ ...start, unread: start.unread - 1, replied: start.replied + 1 });
    const second = await api('replySupportMessage', { token: admin, params: { id }, body: { message: 'One more thing.' } });
    expect(second.body.replies).toHaveLength(2);
    expect(await counts()).toEqual({ ...start, unread: start.unread - 1, replied: start.replied + 1 });
    expect((await api('getSupportMessage', { token: admin, params: { id } })).body.replies).toHaveLength(2);
  });

  it('mails the reply in the language the sender wrote from (their browser’s Accept-Language)', async () => {
    const sent = await sendMessage(`Langue ${run}`, uniqueEmail('sender'), { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    const id = await idOf(sent.subject);
    expect((await api('replySupportMessage', { token: admin, params: { id }, body: { message: 'Oui.' } })).status).toBe(200);
    const mail = mailsTo(sent.email).find((m) => m.subject === `Re: ${sent.subject}`);
    expect(mail?.text).toContain('Bonjour Nadia Sender,\n\nOui.\n\nVous avez écrit :');
    expect(mail?.html).toContain('<p>Vous avez écrit :</p>');
  });

  it('deleting a message removes it and its count; a second delete is 404', async () => {
    const { subject } = await sendMessage(`Delete ${run}`);
    const id = await idOf(subject);
    const start = await counts();
    expect((await api('deleteSupportMessage', { token: admin, params: { id } })).status).toBe(200);
    expect(await counts()).toEqual({ ...start, unread: start.unread - 1, total: start.total - 1 });
    expect((await api('deleteSupportMessage', { token: admin, params: { id } })).status).toBe(404);
    expect((await api('getSupportMessage', { token: admin, params: { id } })).status).toBe(404);
    expect((await api('replySupportMessage', { token: admin, params: { id }, body: { message: 'hello' } })).status).toBe(404);
  });

  it('pages newest first across more than one page with the total', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 5; i++) subjects.push((await sendMessage(`Page ${run} ${i}`)).subject);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await api('listSupportMessages', { token: admin, query: { status: 'unread', limit: 2, cursor } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.total).toBe(res.body.counts.unread);
      seen.push(...res.body.messages.map((m) => m.subject));
      cursor = res.headers.get('X-Next-Cursor') ?? undefined;
      pages++;
    } while (cursor && pages < 50);
    const mine = seen.filter((s) => s.startsWith(`Page ${run}`));
    expect(mine).toEqual([...subjects].reverse());
    expect(pages).toBeGreaterThan(2);
  });

  it('is the admin’s alone, and refuses bad input with a 400', async () => {
    const { subject } = await sendMessage(`Authz ${run}`);
    const id = await idOf(subject);
    expect((await api('listSupportMessages', {})).status).toBe(401);
    expect((await api('listSupportMessages', { token: user })).status).toBe(403);
    expect((await api('getSupportMessage', { token: user, params: { id } })).status).toBe(403);
    expect((await api('replySupportMessage', { token: user, params: { id }, body: { message: 'x' } })).status).toBe(403);
    expect((await api('deleteSupportMessage', { token: user, params: { id } })).status).toBe(403);
    expect((await apiLoose('listSupportMessages', { token: admin, query: { status: 'new' } })).status).toBe(400);
    expect((await apiLoose('listSupportMessages', { token: admin, query: { cursor: 'garbage' } })).status).toBe(400);
    expect((await apiLoose('getSupportMessage', { token: admin, params: { id: 'not-an-id' } })).status).toBe(400);
    const blank = await api('replySupportMessage', { token: admin, params: { id }, body: { message: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Reply is required');
    expect((await api('replySupportMessage', { token: admin, params: { id }, body: { message: 'x'.repeat(5001) } })).status).toBe(400);
    // Nothing changed on a refusal: still unread.
    expect(
      (await api('listSupportMessages', { token: admin, query: { status: 'unread', limit: 100 } })).body.messages.map((m) => m.id),
    ).toContain(id);
  });
});
