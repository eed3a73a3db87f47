import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminNotification } from '../../shared/api/notifications';
import { apiUser, fakeToken, mockAdminApi, mockApi, renderApp, urlsOf, preloadRoutes } from './render-app';

preloadRoutes('admin', 'admin-notifications');

const broadcast = (n: number): AdminNotification => ({
  id: `b${n}`,
  title: `Broadcast ${n}`,
  message: `Message ${n}`,
  type: 'info',
  target: 'all',
  created_at: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString(),
  read_count: 0,
});

/** 25 broadcasts, newest first, served 20 a page with the next page's cursor in X-Next-Cursor. */
const all = Array.from({ length: 25 }, (_, i) => broadcast(25 - i));

function asAdmin() {
  return mockAdminApi({
    listMyNotifications: { body: { notifications: [], unread: 0 } },
    listAdminNotifications: (_body, _init, url) => {
      const limit = Number(url.searchParams.get('limit'));
      const start = url.searchParams.get('cursor') === 'page-2' ? 20 : 0;
      const page = all.slice(start, start + limit);
      const headers: Record<string, string> = start + limit < all.length ? { 'X-Next-Cursor': 'page-2' } : {};
      return { body: page, headers };
    },
    getAdminNotificationStats: { body: { sent: 25, read: 0 } },
  });
}

describe('/admin/notifications paging', () => {
  it('shows the newest 20, then the next page by the cursor, and back', { timeout: 20_000 }, async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/notifications');
    expect(await screen.findByText('Broadcast 25', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Broadcast 6')).toBeInTheDocument();
    expect(screen.queryByText('Broadcast 5')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Broadcast 5', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Broadcast 6')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 21 to 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const pages = urlsOf(fetchMock, 'listAdminNotifications');
    expect(pages.map((u) => [u.searchParams.get('limit'), u.searchParams.get('cursor')])).toEqual([
      ['20', null],
      ['20', 'page-2'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Broadcast 25')).toBeInTheDocument(), { timeout: 5000 });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(21);
  });

  it('shows no pager when everything fits on one page', { timeout: 20_000 }, async () => {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    mockApi({
      getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
      listMyNotifications: { body: { notifications: [], unread: 0 } },
      listAdminNotifications: { body: [broadcast(1)] },
      getAdminNotificationStats: { body: { sent: 1, read: 0 } },
    });
    renderApp('/admin/notifications');
    expect(await screen.findByText('Broadcast 1', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
