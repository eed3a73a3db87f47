import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotification } from '../../shared/api/notifications';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, routeKey, type Handler, type MockResponse, preloadRoutes } from './render-app';
import { order, submittedDetails } from './order-fixtures';
import { adminSongDetail } from './song-fixtures';
import { screenWidth } from './media-query';
import { adminUserRow } from './user-fixtures';

preloadRoutes('admin', 'admin-orders', 'admin-users', 'admin-songs', 'admin-notifications', 'admin-pages');

afterEach(() => vi.restoreAllMocks());

function asAdmin(handlers: Record<string, Handler | MockResponse>) {
  localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin', userId: 'ADMIN' }));
  return mockApi({
    getMe: { body: apiUser({ id: 'ADMIN', role: 'admin', name: 'Ada Admin' }) },
    listMyNotifications: { body: { notifications: [], unread: 0 } },
    ...handlers,
  });
}

const user = (n: number) => adminUserRow(n, { id: `USER${n}` });

const notification: AdminNotification = {
  id: 'n1',
  title: 'Eid sale: every song half price this week',
  message: 'From Friday to Thursday, every song in the catalogue costs half its usual price.',
  type: 'info',
  target: 'all',
  created_at: '2026-11-20T10:00:00.000Z',
  read_count: 12,
};

/** /admin/notifications on a screen `width` px wide, listing the one notification, read 12 times. */
function notificationsAt(width: number) {
  screenWidth(width);
  asAdmin({
    listAdminNotifications: { body: [notification] },
    getAdminNotificationStats: { body: { sent: 1, read: 12 } },
  });
  renderApp('/admin/notifications');
}

describe('back-office lists on a 390 px phone', () => {
  it('shows orders as cards, each with its actions menu, and no table', async () => {
    screenWidth(390);
    const pending = order({ id: 21, song_title: 'Dhaka Nights', buyer_name: 'Karim Uddin', manual_payment_details: submittedDetails });
    asAdmin({
      listAdminOrders: { body: [pending] },
      getAdminOrderStats: { body: { total: 1, pending: 1, completed: 0, failed: 0, processing: 0, revenue: 0 } },
    });
    const { user: actor } = renderApp('/admin/orders');
    const list = within(await screen.findByRole('list', { name: 'Orders' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(await list.findByTestId('order-card-21'));
    expect(card.getByText('Dhaka Nights')).toBeInTheDocument();
    expect(card.getByText(/Karim Uddin/)).toBeInTheDocument();
    await actor.click(card.getByRole('button', { name: 'Actions for order 21' }));
    await actor.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Approve order 21' }));
    expect(await screen.findByRole('dialog', { name: 'Approve payment' })).toBeInTheDocument();
  });

  it('shows users as cards with selection and the suspend confirmation', async () => {
    screenWidth(390);
    const fetchMock = asAdmin({
      listUsers: { body: [user(1), user(2)], headers: { 'X-Total-Count': '2' } },
      getUserStats: { body: { total: 2, active: 2, suspended: 0, pending: 0, revenue: 0 } },
    });
    const { user: actor } = renderApp('/admin/users');
    const list = within(await screen.findByRole('list', { name: 'Users' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(await list.findByTestId('user-card-USER1'));
    expect(card.getByText('user1@example.com')).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Select User 1' })).toBeInTheDocument();
    await actor.click(card.getByRole('button', { name: 'Actions for User 1' }));
    await actor.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Suspend User 1' }));
    expect(await screen.findByRole('dialog', { name: 'Suspend user' })).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('updateUserStatus', { id: 'USER1' }))).toHaveLength(0);
  });

  it('shows songs as cards only, without the table toggle', async () => {
    screenWidth(390);
    const { peaks: _peaks, ...song } = adminSongDetail({ title: 'Monsoon' });
    asAdmin({
      listAdminSongs: { body: [song], headers: { 'X-Total-Count': '1' } },
      getAdminSongStats: { body: { totalSongs: 1, published: 1, pendingReview: 0, totalRevenue: 0 } },
    });
    renderApp('/admin/songs');
    expect(await screen.findByRole('article', { name: 'Monsoon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });

  it('shows notifications as full-width cards, not a table', async () => {
    notificationsAt(390);
    const list = within(await screen.findByRole('list', { name: 'Recent notifications' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(list.getByText(notification.title)).toBeInTheDocument();
    expect(list.getByText('12 reads')).toBeInTheDocument();
    expect(list.getByRole('button', { name: `Delete ${notification.title}` })).toBeInTheDocument();
  });

  it('shows the public pages as cards with their status and actions, not a table that scrolls sideways', async () => {
    screenWidth(390);
    asAdmin({
      listAdminPages: {
        body: [
          {
            page_id: 'about',
            content: '<p>Hi</p>',
            meta_title: '',
            meta_description: '',
            updated_at: '2026-11-20T10:30:00.000Z',
            updated_by: 'Ada Admin',
          },
        ],
      },
    });
    const { user: actor } = renderApp('/admin/pages');
    const list = within(await screen.findByRole('list', { name: 'Pages' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const about = within(list.getByTestId('page-card-about'));
    expect(about.getByText('Published')).toBeInTheDocument();
    expect(about.getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Preview About' })).toHaveAttribute('href', '/about');
    expect(within(list.getByTestId('page-card-terms')).getByText('Draft')).toBeInTheDocument();
    await actor.click(about.getByRole('button', { name: 'Edit About' }));
    expect(await screen.findByRole('form', { name: 'Edit About' })).toBeInTheDocument();
  });

  it('keeps the tables on a wide screen', async () => {
    notificationsAt(1366);
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Recent notifications' })).not.toBeInTheDocument();
  });
});
