/**
 * Pages and Website Content (issue 11, admin §2.9): admin-only writes, 400 naming the field,
 * server-side sanitising, and a save visible in the public read at once. The stack is shared:
 * the pages written here are put back as they were at the end (an empty content keeps the
 * built-in text, so a page that had none is left showing it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageId, PublicPage } from '../../shared/api/content';
import { adminToken, api, apiLoose, registerAndLogin, type WireError } from '../helpers/api';

let admin: string;
let adminName: string;
let buyer: string;
const original = new Map<PageId, PublicPage>();

const fieldsOf = (body: unknown): string[] => ((body as WireError).details ?? []).map((d) => d.path);
const marker = () => `marker-${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

async function remember(pageId: PageId) {
  if (!original.has(pageId)) original.set(pageId, (await api('getPage', { params: { pageId } })).body);
}

async function savePage(pageId: PageId, content: string, meta = { meta_title: '', meta_description: '' }) {
  await remember(pageId);
  return apiLoose('updatePage', { token: admin, body: { page_id: pageId, content, ...meta } });
}

beforeAll(async () => {
  admin = await adminToken();
  adminName = (await api('getMe', { token: admin })).body.name;
  buyer = (await registerAndLogin('Pages Reader')).token;
});

afterAll(async () => {
  for (const [pageId, page] of original) {
    const body = { page_id: pageId, content: page.content, meta_title: page.meta_title, meta_description: page.meta_description };
    expect((await apiLoose('updatePage', { token: admin, body })).status).toBe(200);
  }
});

describe('who may read and write pages', () => {
  it('refuses an anonymous caller with 401 and a plain user with 403 on every admin page route, changing nothing', async () => {
    await remember('pricing');
    const before = (await api('getPage', { params: { pageId: 'pricing' } })).body;
    const page = { page_id: 'pricing', content: '<p>Not by you</p>', meta_title: 'x', meta_description: 'y' };
    for (const [id, body] of [
      ['listAdminPages', undefined],
      ['listAdminContent', undefined],
      ['updatePage', page],
      ['updateContent', { page_id: 'pricing', content: '<p>Not by you</p>' }],
    ] as const) {
      expect((await apiLoose(id, { body })).status, id).toBe(401);
      expect((await apiLoose(id, { token: buyer, body })).status, id).toBe(403);
    }
    expect((await api('getPage', { params: { pageId: 'pricing' } })).body).toEqual(before);
  });

  it('answers an unknown page id on the public read with 404 in the standard error shape', async () => {
    const res = await apiLoose('getPage', { params: { pageId: 'careers' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Page not found', message: 'Page not found', code: 'PAGE_NOT_FOUND' });
  });
});

describe('validation', () => {
  it('answers 400 naming the field for an unknown page, an overlong content or meta, a missing or an unknown field', async () => {
    const valid = { page_id: 'pricing', content: '<p>ok</p>', meta_title: 'Pricing', meta_description: 'Plans' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, page_id: 'careers' }, 'body.page_id'],
      [{ ...valid, content: 'x'.repeat(50_001) }, 'body.content'],
      [{ ...valid, meta_title: 't'.repeat(121) }, 'body.meta_title'],
      [{ ...valid, meta_description: 'd'.repeat(321) }, 'body.meta_description'],
      [{ page_id: 'pricing', content: 'x', meta_title: 'x' }, 'body.meta_description'],
    ];
    for (const [body, field] of cases) {
      const res = await apiLoose('updatePage', { token: admin, body });
      expect(res.status, field).toBe(400);
      expect(res.body.code, field).toBe('VALIDATION_ERROR');
      expect(fieldsOf(res.body), field).toContain(field);
    }
    const unknownPage = await apiLoose('updatePage', { token: admin, body: { ...valid, page_id: 'careers' } });
    expect(unknownPage.body.error).toMatch(/page_id must be one of home, about, contact, browse, pricing, terms, privacy, faq/);
    expect((await apiLoose('updatePage', { token: admin, body: { ...valid, published: true } })).status).toBe(400);
    const content = await apiLoose('updateContent', { token: admin, body: { page_id: 'nope', content: 'x' } });
    expect(content.status).toBe(400);
    expect(fieldsOf(content.body)).toContain('body.page_id');
  });
});

describe('sanitising', () => {
  it('stores HTML without scripts, event handlers or javascript: URLs, keeping the text, links and images', async () => {
    const text = marker();
    const res = await savePage(
      'privacy',
      `<h2>${text}</h2><img src=x onerror=alert(1)><script>window.__pwned = 1</script>` +
        `<p onclick="alert(2)">Read <a href="javascript:alert(3)">this</a> and <a href="https://example.com/policy" target="_blank">that</a></p>` +
        `<iframe src="https://evil.example"></iframe><style>body{display:none}</style><img src="https://cdn.example/logo.png" alt="Logo">`,
    );
    expect(res.status).toBe(200);
    for (const content of [
      String(res.body.content),
      (await api('getPage', { params: { pageId: 'privacy' } })).body.content,
      (await api('listAdminPages', { token: admin })).body.find((p) => p.page_id === 'privacy')!.content,
    ]) {
      expect(content).toContain(`<h2>${text}</h2>`);
      expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|__pwned/i);
      expect(content).toContain('<a href="https://example.com/policy" target="_blank" rel="noopener noreferrer">that</a>');
      expect(content).toContain('<img src="https://cdn.example/logo.png" alt="Logo" />');
      expect(content).toContain('<a>this</a>');
    }
  });

  it('accepts Markdown and stores it as sanitised HTML', async () => {
    const text = marker();
    const res = await savePage(
      'privacy',
      `# ${text}\n\nWe keep **little** data. [Contact us](mailto:privacy@example.com)\n\n<script>alert(1)</script>`,
    );
    expect(res.status).toBe(200);
    const content = (await api('getPage', { params: { pageId: 'privacy' } })).body.content;
    expect(content).toContain(`<h1>${text}</h1>`);
    expect(content).toContain('<strong>little</strong>');
    expect(content).toContain('<a href="mailto:privacy@example.com">Contact us</a>');
    expect(content).not.toMatch(/script/i);
  });
});

describe('saving', () => {
  it('shows a save in the public read at once, published, with its meta and who saved it when', async () => {
    const text = marker();
    const before = Date.now();
    const res = await savePage('terms', `<p>${text}</p>`, { meta_title: `Terms ${text}`, meta_description: `  Our terms ${text}  ` });
    expect(res.status).toBe(200);
    const page = (await api('getPage', { params: { pageId: 'terms' } })).body;
    expect(page).toMatchObject({
      page_id: 'terms',
      published: true,
      content: `<p>${text}</p>`,
      meta_title: `Terms ${text}`,
      meta_description: `Our terms ${text}`,
    });
    expect(Date.parse(page.updated_at!)).toBeGreaterThanOrEqual(before - 1000);
    const record = (await api('listAdminPages', { token: admin })).body.find((p) => p.page_id === 'terms');
    expect(record).toMatchObject({ content: `<p>${text}</p>`, meta_title: `Terms ${text}`, updated_by: adminName });
    const listed = (await api('listAdminContent', { token: admin })).body.find((p) => p.page_id === 'terms');
    expect(listed).toEqual({ page_id: 'terms', content: `<p>${text}</p>`, updated_at: page.updated_at, updated_by: adminName });
  });

  it('saves content from Website Content without touching the meta title and description', async () => {
    const text = marker();
    expect((await savePage('terms', '<p>first</p>', { meta_title: `Kept ${text}`, meta_description: `Kept too ${text}` })).status).toBe(
      200,
    );
    const res = await api('updateContent', { token: admin, body: { page_id: 'terms', content: `<p>second ${text}</p>` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page_id: 'terms', content: `<p>second ${text}</p>`, updated_by: adminName });
    expect((await api('getPage', { params: { pageId: 'terms' } })).body).toMatchObject({
      content: `<p>second ${text}</p>`,
      meta_title: `Kept ${text}`,
      meta_description: `Kept too ${text}`,
    });
  });

  it('lists stored pages in the fixed order of the eight pages, each once', async () => {
    expect((await savePage('privacy', '<p>one</p>')).status).toBe(200);
    expect((await savePage('terms', '<p>two</p>')).status).toBe(200);
    const ids = (await api('listAdminPages', { token: admin })).body.map((p) => p.page_id);
    expect(new Set(ids).size).toBe(ids.length);
    const order = ['home', 'about', 'contact', 'browse', 'pricing', 'terms', 'privacy', 'faq'];
    expect(ids).toEqual([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(ids).toEqual(expect.arrayContaining(['terms', 'privacy']));
  });
});
