import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminHelpContent, ScriptsChange } from '../../shared/api/content';
import { callsTo, type Handler, mockAdminApi, type MockResponse, renderApp } from './render-app';
import { retype } from './form-fields';

beforeAll(async () => {
  await Promise.all([import('../../web/src/app/routes/admin'), import('../../web/src/app/routes/admin-content')]);
});

afterEach(() => vi.restoreAllMocks());

const help: AdminHelpContent = {
  hero: { title: 'How can we help?', subtitle: 'Answers fast.' },
  faqs: [{ id: 'refunds', question: 'Refunds?', answer: 'Within 7 days.' }],
  contactInfo: { email: 'help@example.com', phone: '', hours: 'Every day' },
};
const change = (n: number, by: string): ScriptsChange => ({
  id: `c${n}`,
  changed_at: `2026-11-2${n}T09:00:00.000Z`,
  changed_by: by,
  changed_by_id: 'u-admin',
  header: ['<meta name="a" content="b">'],
  footer: [],
});

function asAdmin(handlers: Record<string, MockResponse | Handler> = {}) {
  return mockAdminApi({
    listAdminContent: { body: [] },
    getAdminHelpContent: { body: help },
    getAdminScriptsContent: { body: { header: ['<meta name="a" content="b">'], footer: [] } },
    listScriptsChanges: { body: [change(3, 'Ada Admin'), change(2, 'Bob Admin')] },
    ...handlers,
  });
}

describe('help content editor', () => {
  it('edits the hero, adds and removes FAQs and saves the whole help content', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ updateHelpContent: (body) => ({ body }) });
    const { user } = renderApp('/admin/content');
    const form = within(await screen.findByRole('form', { name: 'Help page content' }, { timeout: 5000 }));
    expect(form.getByLabelText('Hero title')).toHaveValue('How can we help?');
    await retype(user, form, 'Hero title', 'Support centre');
    await user.click(form.getByRole('button', { name: 'Add FAQ' }));
    await user.type(form.getByLabelText('Question 2'), 'Formats?');
    await user.type(form.getByLabelText('Answer 2'), 'MP3 and WAV.');
    await user.click(form.getByRole('button', { name: 'Remove question 1' }));
    await user.click(form.getByRole('button', { name: 'Save Help Content' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'updateHelpContent').map((c) => c.body)).toEqual([
        {
          hero: { title: 'Support centre', subtitle: 'Answers fast.' },
          faqs: [{ id: 'faq-2', question: 'Formats?', answer: 'MP3 and WAV.' }],
          contactInfo: help.contactInfo,
        },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Help content saved'));
  });

  it("shows the server's refusal", async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({ updateHelpContent: { status: 400, body: { error: 'Hero title is required', message: 'x', code: 'VALIDATION_ERROR' } } });
    const { user } = renderApp('/admin/content');
    const form = within(await screen.findByRole('form', { name: 'Help page content' }, { timeout: 5000 }));
    await user.clear(form.getByLabelText('Hero title'));
    await user.click(form.getByRole('button', { name: 'Save Help Content' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to save help content', { description: 'Hero title is required' }));
  });
});

describe('snippets editor', () => {
  it('says what the CSP lets run, lists the newest changes with who and when, and saves header and footer snippets', async () => {
    const fetchMock = asAdmin({ updateScriptsContent: (body) => ({ body }) });
    const { user } = renderApp('/admin/content');
    const region = within(await screen.findByRole('region', { name: 'Header and footer snippets' }, { timeout: 5000 }));
    expect(region.getByText(/Scripts in snippets do not run: the site's Content-Security-Policy/)).toBeInTheDocument();
    const log = within(await region.findByRole('list', { name: 'Snippet changes' }));
    const rows = log.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Ada Admin'), expect.stringContaining('Bob Admin')]);
    expect(rows[0]).toHaveTextContent(/23 Nov 2026/);

    const form = within(region.getByRole('form', { name: 'Header and footer snippets' }));
    expect(form.getByLabelText('Header snippet 1')).toHaveValue('<meta name="a" content="b">');
    await user.click(form.getByRole('button', { name: 'Add footer snippet' }));
    await user.click(form.getByLabelText('Footer snippet 1'));
    await user.paste('<link rel="preconnect" href="https://fonts.example">');
    await user.click(form.getByRole('button', { name: 'Remove header snippet 1' }));
    await user.click(form.getByRole('button', { name: 'Save Snippets' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'updateScriptsContent').map((c) => c.body)).toEqual([
        { header: [], footer: ['<link rel="preconnect" href="https://fonts.example">'] },
      ]),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'listScriptsChanges').length).toBeGreaterThanOrEqual(2));
  });
});
