import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { SupportMessage } from '../../shared/api/support';
import { callsTo, mockAdminApi, renderApp, routeKey, urlsOf, preloadRoutes } from './render-app';

preloadRoutes('admin', 'admin-messages');

const ID = (n: number) => `01JD${String(n).padStart(22, '0')}`;

const message = (n: number, over: Partial<SupportMessage> = {}): SupportMessage => ({
  id: ID(n),
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  subject: `Question ${n}`,
  message: `Body of question ${n}`,
  status: 'unread',
  created_at: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString(),
  read_at: null,
  replies: [],
  ...over,
});

const counts = { unread: 24, read: 0, replied: 1, total: 25 };
/** 25 messages newest first, 20 a page. */
const all = Array.from({ length: 25 }, (_, i) => message(25 - i, i === 0 ? { status: 'replied' } : {}));

function asAdmin(extra: Parameters<typeof mockAdminApi>[0] = {}) {
  return mockAdminApi({
    listMyNotifications: { body: { notifications: [], unread: 0 } },
    listSupportMessages: (_body, _init, url) => {
      const status = url.searchParams.get('status');
      const matching = status ? all.filter((m) => m.status === status) : all;
      const start = url.searchParams.get('cursor') === 'page-2' ? 20 : 0;
      const page = matching.slice(start, start + 20);
      const headers: Record<string, string> = start + 20 < matching.length ? { 'X-Next-Cursor': 'page-2' } : {};
      return { body: { messages: page, total: matching.length, counts }, headers };
    },
    ...extra,
  });
}

describe('/admin/messages', () => {
  it('lists messages with status badges and pages with the total', { timeout: 20_000 }, async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/messages');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getByText('Question 25')).toBeInTheDocument();
    expect(within(list).getByText('Replied')).toBeInTheDocument();
    expect(within(list).getAllByText('Unread')).toHaveLength(19);
    expect(screen.getByTestId('stat-Unread')).toHaveTextContent('24');
    expect(screen.getByText('Showing 1 to 20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21 to 25 of 25', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Status'), 'replied');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(1));
    expect(urlsOf(fetchMock, 'listSupportMessages').at(-1)?.searchParams.get('status')).toBe('replied');
  });

  it('opens a message, replies to it and shows the reply', { timeout: 20_000 }, async () => {
    const opened = message(10, { status: 'read', read_at: new Date().toISOString() });
    let current = opened;
    const fetchMock = asAdmin({
      [routeKey('getSupportMessage', { id: ID(10) })]: () => ({ body: current }),
      [routeKey('replySupportMessage', { id: ID(10) })]: (body: unknown) => {
        const text = (body as { message: string }).message;
        current = { ...opened, status: 'replied', replies: [{ message: text, sent_at: new Date().toISOString(), by_name: 'Ada Admin' }] };
        return { body: current };
      },
    });
    const { user } = renderApp('/admin/messages');
    await user.click(await screen.findByText('Question 10', undefined, { timeout: 5000 }));
    const pane = await screen.findByRole('article', { name: 'Question 10' }, { timeout: 5000 });
    expect(within(pane).getByText('Body of question 10')).toBeInTheDocument();
    await user.click(within(pane).getByRole('button', { name: 'Send Reply' }));
    expect(await within(pane).findByText('Reply is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'replySupportMessage')).toHaveLength(0);
    await user.type(within(pane).getByLabelText('Reply to sender10@example.com'), 'Yes, it is covered.');
    // The toast is called, not caught on screen: it lasts 3 seconds, which a loaded machine can miss.
    const success = vi.spyOn(toast, 'success');
    await user.click(within(pane).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Reply sent to sender10@example.com'), { timeout: 5000 });
    expect(callsTo(fetchMock, 'replySupportMessage')[0]?.body).toEqual({ message: 'Yes, it is covered.' });
    const replies = await screen.findByRole('region', { name: 'Replies' }, { timeout: 5000 });
    expect(within(replies).getByText('Yes, it is covered.')).toBeInTheDocument();
  });

  it('deletes a message only after confirming', { timeout: 20_000 }, async () => {
    const fetchMock = asAdmin({
      [routeKey('getSupportMessage', { id: ID(4) })]: { body: message(4, { status: 'read' }) },
      [routeKey('deleteSupportMessage', { id: ID(4) })]: { body: { message: 'Message deleted' } },
    });
    const { user } = renderApp(`/admin/messages?id=${ID(4)}`);
    const pane = await screen.findByRole('article', { name: 'Question 4' }, { timeout: 5000 });
    await user.click(within(pane).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'deleteSupportMessage')).toHaveLength(0);
    await user.click(within(pane).getByRole('button', { name: 'Delete message' }));
    const success = vi.spyOn(toast, 'success');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message deleted'), { timeout: 5000 });
    expect(callsTo(fetchMock, 'deleteSupportMessage')).toHaveLength(1);
    expect(await screen.findByText('Select a message to read it')).toBeInTheDocument();
  });

  it('has a sidebar entry', { timeout: 20_000 }, async () => {
    asAdmin();
    renderApp('/admin/messages');
    const nav = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/admin/messages');
  });
});
