/**
 * The help page's content and the header/footer snippets (issue 11): admin-only writes, 400
 * naming the field, a save visible in the public read at once, and every snippet change logged
 * with who and when. On a stack of its own (tests/isolated): the api files check the default help
 * content and snippets on the shared one; both are still put back as they were at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminHelpContent } from '../../shared/api/content';
import type { ScriptsContent } from '../../shared/api/catalogue';
import { adminToken, api, apiLoose, registerAndLogin, type WireError } from '../helpers/api';

let admin: string;
let adminName: string;
let buyer: string;
let originalHelp: AdminHelpContent;
let originalScripts: ScriptsContent;

const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);
const marker = () => `m${Date.now().toString(36)}${process.pid}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  admin = await adminToken();
  adminName = (await api('getMe', { token: admin })).body.name;
  buyer = (await registerAndLogin('Content Reader')).token;
  originalHelp = (await api('getAdminHelpContent', { token: admin })).body;
  originalScripts = (await api('getAdminScriptsContent', { token: admin })).body;
});

afterAll(async () => {
  expect((await apiLoose('updateHelpContent', { token: admin, body: originalHelp })).status).toBe(200);
  expect((await apiLoose('updateScriptsContent', { token: admin, body: originalScripts })).status).toBe(200);
});

describe('help content', () => {
  it('refuses an anonymous caller with 401 and a plain user with 403, changing nothing', async () => {
    const body = { ...originalHelp, hero: { title: 'Not yours', subtitle: '' } };
    for (const id of ['getAdminHelpContent', 'updateHelpContent'] as const) {
      expect((await apiLoose(id, { body: id === 'updateHelpContent' ? body : undefined })).status, id).toBe(401);
      expect((await apiLoose(id, { token: buyer, body: id === 'updateHelpContent' ? body : undefined })).status, id).toBe(403);
    }
    expect((await api('getHelpContent')).body.hero).toEqual(originalHelp.hero);
  });

  it('answers 400 naming the field for an empty title, a bad FAQ, a bad email, too many FAQs or an unknown field', async () => {
    const faq = { id: 'shipping', question: 'Do you ship?', answer: 'Downloads only.' };
    const cases: [unknown, string][] = [
      [{ ...originalHelp, hero: { title: '  ', subtitle: '' } }, 'body.hero.title'],
      [{ ...originalHelp, faqs: [{ ...faq, question: '' }] }, 'body.faqs.0.question'],
      [{ ...originalHelp, faqs: [{ ...faq, id: 'Not An Id' }] }, 'body.faqs.0.id'],
      [{ ...originalHelp, faqs: [{ ...faq, answer: 'a'.repeat(3001) }] }, 'body.faqs.0.answer'],
      [{ ...originalHelp, contactInfo: { ...originalHelp.contactInfo, email: 'not-an-email' } }, 'body.contactInfo.email'],
      [{ ...originalHelp, faqs: Array.from({ length: 51 }, (_, i) => ({ ...faq, id: `q${i}` })) }, 'body.faqs'],
    ];
    for (const [body, field] of cases) {
      const res = await apiLoose('updateHelpContent', { token: admin, body });
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContain(field);
    }
    expect((await apiLoose('updateHelpContent', { token: admin, body: { ...originalHelp, whatsappNumber: '123' } })).status).toBe(400);
  });

  it('shows a save in the public help content at once, keeping the support chat number', async () => {
    const text = marker();
    const publicBefore = (await api('getHelpContent')).body;
    const body: AdminHelpContent = {
      hero: { title: `Help ${text}`, subtitle: 'We answer fast.' },
      faqs: [{ id: 'refunds', question: `Refunds ${text}?`, answer: 'Within 7 days.' }],
      contactInfo: { email: 'help@example.com', phone: '+880 1711 000000', hours: 'Every day' },
    };
    const res = await api('updateHelpContent', { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(body);
    expect((await api('getHelpContent')).body).toEqual({ ...body, whatsappNumber: publicBefore.whatsappNumber });
    expect((await api('getAdminHelpContent', { token: admin })).body).toEqual(body);
  });
});

describe('header and footer snippets', () => {
  it('refuses an anonymous caller with 401 and a plain user with 403 on the snippets and their log', async () => {
    const body = { header: ['<meta name="x" content="y">'], footer: [] };
    for (const id of ['getAdminScriptsContent', 'updateScriptsContent', 'listScriptsChanges'] as const) {
      const input = id === 'updateScriptsContent' ? body : undefined;
      expect((await apiLoose(id, { body: input })).status, id).toBe(401);
      expect((await apiLoose(id, { token: buyer, body: input })).status, id).toBe(403);
    }
    expect((await api('getScriptsContent')).body).toEqual(originalScripts);
  });

  it('answers 400 naming the field for too many or too long snippets', async () => {
    const many = await apiLoose('updateScriptsContent', { token: admin, body: { header: Array(11).fill('<meta>'), footer: [] } });
    expect(many.status).toBe(400);
    expect(fieldsOf(many.body)).toContain('body.header');
    const long = await apiLoose('updateScriptsContent', { token: admin, body: { header: [], footer: ['x'.repeat(5001)] } });
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toContain('body.footer.0');
  });

  it('shows a save in the public snippets at once and logs who changed what, newest first', async () => {
    const text = marker();
    const before = Date.now();
    const body = { header: [`<meta name="verify-${text}" content="1">`, '   '], footer: [`<p data-note="${text}">Footer note</p>`] };
    const res = await api('updateScriptsContent', { token: admin, body });
    expect(res.status).toBe(200);
    const stored = { header: [`<meta name="verify-${text}" content="1">`], footer: body.footer };
    expect(res.body).toEqual(stored);
    expect((await api('getScriptsContent')).body).toEqual(stored);

    const second = { header: [], footer: [`<p>${text} second</p>`] };
    expect((await api('updateScriptsContent', { token: admin, body: second })).status).toBe(200);

    const log = (await api('listScriptsChanges', { token: admin })).body;
    expect(log.length).toBeLessThanOrEqual(20);
    const mine = log.filter((c) => JSON.stringify(c).includes(text));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ changed_by: adminName, ...second });
    expect(mine[1]).toMatchObject({ changed_by: adminName, ...stored });
    expect(Date.parse(mine[1]!.changed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(mine[0]!.changed_at)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.changed_at));
    const times = log.map((c) => c.changed_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
