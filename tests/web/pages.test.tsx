import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageRecord, PublicPage } from '../../shared/api/content';
import { callsTo, mockApi, type MockResponse, renderApp } from './render-app';
import { adminApiWith, expectAdminPage } from './admin-page';
import { retype } from './form-fields';

beforeAll(async () => {
  await Promise.all([
    import('../../web/src/app/routes/admin'),
    import('../../web/src/app/routes/admin-pages'),
    import('../../web/src/app/routes/admin-content'),
    import('../../web/src/app/routes/about'),
    import('../../web/src/app/routes/terms'),
    import('../../web/src/app/routes/privacy'),
    import('../../web/src/app/routes/home'),
  ]);
});

afterEach(() => vi.restoreAllMocks());

const aboutRecord: PageRecord = {
  page_id: 'about',
  content: '<h2>Our story</h2><p>Made in Dhaka.</p>',
  meta_title: 'About the marketplace',
  meta_description: 'Who we are',
  updated_at: '2026-11-20T10:30:00.000Z',
  updated_by: 'Ada Admin',
};
const termsRecord: PageRecord = { ...aboutRecord, page_id: 'terms', content: '<p>Be nice.</p>', meta_title: '', meta_description: '' };

const asAdmin = adminApiWith({
  listAdminPages: { body: [aboutRecord, termsRecord] },
  listAdminContent: {
    body: [aboutRecord, termsRecord].map(({ page_id, content, updated_at, updated_by }) => ({
      page_id,
      content,
      updated_at,
      updated_by,
    })),
  },
});

const publicPage = (page: Partial<PublicPage> & Pick<PublicPage, 'page_id'>): MockResponse => ({
  body: { published: true, content: '', meta_title: '', meta_description: '', updated_at: '2026-11-20T10:30:00.000Z', ...page },
});

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('/admin/pages', () => {
  it('lists the eight pages with type, Published or Draft, last modified and who, linked from the sidebar', async () => {
    asAdmin();
    renderApp('/admin/pages');
    const sidebar = await expectAdminPage('Pages', undefined, { timeout: 5000 });
    expect(sidebar.getByRole('link', { name: 'Website Content' })).toHaveAttribute('href', '/admin/content');
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getAllByRole('rowheader')).toHaveLength(8);
    const about = within(rowOf('About'));
    expect(about.getByText('Published')).toBeInTheDocument();
    expect(about.getByText('static')).toBeInTheDocument();
    expect(about.getByText('by Ada Admin')).toBeInTheDocument();
    expect(about.getByText(/20 Nov 2026/)).toBeInTheDocument();
    const faq = within(rowOf('FAQ'));
    expect(faq.getByText('Draft')).toBeInTheDocument();
    expect(faq.getByText('support')).toBeInTheDocument();
    expect(within(rowOf('Privacy Policy')).getByText('legal')).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Preview About' })).toHaveAttribute('href', '/about');
    expect(about.getByRole('link', { name: 'Preview About' })).toHaveAttribute('target', '_blank');
  });

  it('edits content, meta title and description with character counts and saves them', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ updatePage: (body) => ({ body: { ...aboutRecord, ...(body as object) } }) });
    const { user } = renderApp('/admin/pages');
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(within(rowOf('About')).getByRole('button', { name: 'Edit About' }));
    const form = within(await screen.findByRole('form', { name: 'Edit About' }));
    const content = form.getByLabelText('Content');
    expect(content).toHaveValue(aboutRecord.content);
    expect(form.getByText(/^39\/50,000 characters/)).toBeInTheDocument();
    await user.clear(content);
    await user.type(content, '# Hello');
    expect(form.getByText(/^7\/50,000 characters/)).toBeInTheDocument();
    await retype(user, form, 'Meta title', 'New title');
    expect(form.getByText('9/120 characters')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Page' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'updatePage').map((c) => c.body)).toEqual([
        { page_id: 'about', content: '# Hello', meta_title: 'New title', meta_description: 'Who we are' },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('About saved'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit About' })).not.toBeInTheDocument());
  });

  it('starts a never-saved page from the text the public page shows, so a save keeps it', async () => {
    const fetchMock = asAdmin({ updatePage: (body) => ({ body: { ...termsRecord, ...(body as object), page_id: 'privacy' } }) });
    const { user } = renderApp('/admin/pages');
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(within(rowOf('Privacy Policy')).getByRole('button', { name: 'Edit Privacy Policy' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Privacy Policy' }));
    const content = form.getByLabelText<HTMLTextAreaElement>('Content');
    expect(content.value).toContain('<h2>What we collect</h2>');
    expect(content.value).toContain('<li><strong>Account details:</strong>');
    expect(content.value).not.toContain('{{siteName}}');
    expect(screen.getByTestId('built-in-note')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Save Page' }));
    await waitFor(() => expect(callsTo(fetchMock, 'updatePage')).toHaveLength(1));
    const sent = callsTo(fetchMock, 'updatePage')[0]!.body as { content: string };
    expect(sent.content).toContain('What we collect');
  });

  it('refuses to send a meta title over the limit and shows the server refusal', async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({
      updatePage: { status: 400, body: { error: 'Content must be at most 50,000 characters', message: 'x', code: 'VALIDATION_ERROR' } },
    });
    const { user } = renderApp('/admin/pages');
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(within(rowOf('FAQ')).getByRole('button', { name: 'Edit FAQ' }));
    const form = within(await screen.findByRole('form', { name: 'Edit FAQ' }));
    await user.click(form.getByLabelText('Meta title'));
    await user.paste('t'.repeat(121));
    expect(form.getByRole('button', { name: 'Save Page' })).toBeDisabled();
    await user.clear(form.getByLabelText('Meta title'));
    await user.type(form.getByLabelText('Content'), 'Hi');
    await user.click(form.getByRole('button', { name: 'Save Page' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to save page', { description: 'Content must be at most 50,000 characters' }),
    );
  });
});

describe('/admin/content', () => {
  it('edits the help centre and the header and footer snippets, and sends page text to Pages instead of listing the pages again', async () => {
    asAdmin();
    renderApp('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Website Content' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit .* content$/ })).not.toBeInTheDocument();
    const note = screen.getByText(/is edited under/);
    expect(within(note).getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/admin/pages');
  });
});

describe('public pages with stored content', () => {
  it('renders the stored About text sanitised again in the browser, with its title and meta description', async () => {
    mockApi({
      'GET /api/pages/about': publicPage({
        page_id: 'about',
        content:
          '<h2>Our story</h2><p>Made in Dhaka.</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">bad</a>',
        meta_title: 'About the marketplace',
        meta_description: 'Who we are',
      }),
    });
    const meta = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description', content: 'Site default' }));
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('Made in Dhaka.')).toBeInTheDocument();
    expect(screen.queryByText(/Our mission/)).not.toBeInTheDocument();
    const stored = document.querySelector('[data-stored-page]')!;
    expect(stored.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('About the marketplace'));
    expect(meta.content).toBe('Who we are');
    meta.remove();
  });

  it('keeps the built-in text and title when the page was never saved', async () => {
    mockApi({ 'GET /api/pages/terms': publicPage({ page_id: 'terms', published: false, updated_at: null }) });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Terms of Service · /));
  });

  it('keeps the built-in text of an emptied page but uses its stored meta title', async () => {
    mockApi({ 'GET /api/pages/privacy': publicPage({ page_id: 'privacy', content: '  ', meta_title: 'Privacy at SoundMarket' }) });
    renderApp('/privacy');
    expect(await screen.findByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy at SoundMarket'));
  });

  it('shows the stored terms in place of the built-in sections', async () => {
    mockApi({ 'GET /api/pages/terms': publicPage({ page_id: 'terms', content: '<p>Be excellent to each other.</p>' }) });
    renderApp('/terms');
    expect(await screen.findByText('Be excellent to each other.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('shows the stored home hero text under the title', async () => {
    mockApi({
      'GET /api/pages/home': publicPage({ page_id: 'home', content: '<p>Music from <strong>Bangladesh</strong> and beyond.</p>' }),
    });
    renderApp('/');
    expect(await screen.findByText('Bangladesh')).toBeInTheDocument();
    expect(screen.queryByText(/Preview any track for 30 seconds/)).not.toBeInTheDocument();
  });
});
