import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotification, MyNotification } from '../../shared/api/notifications';
import { apiUser, callsTo, fakeToken, type Handler, mockApi, type MockResponse, renderApp, routeKey, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { adminApiWith, expectAdminPage } from './admin-page';
import { expectRefusedUnsent } from './form-fields';

preloadRoutes('admin', 'admin-notifications');

afterEach(() => vi.restoreAllMocks());

const entry = (overrides: Partial<MyNotification>): MyNotification => ({
  id: 'n1',
  title: 'New releases',
  message: 'Ten new tracks this week',
  type: 'info',
  created_at: '2026-11-20T10:00:00.000Z',
  read: false,
  ...overrides,
});

function asUser(notifications: MyNotification[], handlers: Record<string, MockResponse | Handler> = {}) {
  localStorage.setItem('token', fakeToken({ role: 'user', name: 'Rina Rahman' }));
  let list = notifications;
  const mock = mockApi({
    getMe: { body: apiUser({ role: 'user', name: 'Rina Rahman' }) },
    listMyNotifications: () => ({ body: { notifications: list, unread: list.filter((n) => !n.read).length } }),
    markNotificationRead: (_body, _init, url) => {
      const id = url.pathname.split('/').at(-2);
      list = list.map((n) => (n.id === id ? { ...n, read: true } : n));
      return { body: { message: 'Notification marked as read' } };
    },
    markAllNotificationsRead: () => {
      list = list.map((n) => ({ ...n, read: true }));
      return { body: { message: 'All notifications marked as read' } };
    },
    ...handlers,
  });
  return mock;
}

describe('header bell', () => {
  it('shows the unread count, lists the notifications and marks one read when it is opened from the list', async () => {
    const fetchMock = asUser([
      entry({ id: 'n2', title: 'Order approved', message: 'Your licence key is ready', type: 'success' }),
      entry({ id: 'n1' }),
      entry({ id: 'n0', title: 'Old news', read: true }),
    ]);
    const { user } = renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');

    await user.click(bell);
    const popover = within(screen.getByRole('dialog', { name: 'Notifications' }));
    const items = popover.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Order approved');
    expect(items[2]).toContain('Old news');
    expect(popover.getByText('Your licence key is ready')).toBeInTheDocument();

    await user.click(popover.getByRole('button', { name: 'Order approved (unread)' }));
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1'));
    expect(callsTo(fetchMock, routeKey('markNotificationRead', { id: 'n2' }))).toHaveLength(1);
    expect(popover.getByRole('button', { name: 'Order approved' })).toBeInTheDocument();
  });

  it('marks everything read with Mark all as read and hides the count', async () => {
    const fetchMock = asUser([entry({ id: 'a' }), entry({ id: 'b', title: 'Second' })]);
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));

    await user.click(within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'markAllNotificationsRead')).toHaveLength(1);
  });

  it('shows the empty state when nothing targets the user', async () => {
    asUser([]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Welcome back/ });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });
});

const sent: AdminNotification = {
  id: 'b1',
  title: 'Maintenance tonight',
  message: 'Downloads pause at 2 am',
  type: 'warning',
  target: 'premium',
  created_at: '2026-11-21T08:00:00.000Z',
  read_count: 7,
};

const asAdmin = adminApiWith({
  listMyNotifications: { body: { notifications: [], unread: 0 } },
  listAdminNotifications: { body: [sent] },
  getAdminNotificationStats: { body: { sent: 12, read: 30 } },
});

describe('/admin/notifications', () => {
  it('shows the stat cards and the recent notifications with type, target and reads, from the sidebar', async () => {
    asAdmin();
    renderApp('/admin/notifications');
    await expectAdminPage('Notifications', undefined, { timeout: 5000 });
    // The card shows a placeholder until its figures arrive: wait for the figure, not the card.
    await waitFor(() => expect(screen.getByTestId('stat-Sent')).toHaveTextContent('12'));
    expect(screen.getByTestId('stat-Read')).toHaveTextContent('30');
    const row = (await screen.findByText('Maintenance tonight')).closest('tr')!;
    expect(within(row).getByText('Downloads pause at 2 am')).toBeInTheDocument();
    expect(within(row).getByText('warning')).toBeInTheDocument();
    expect(within(row).getByText('Premium users')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
  });

  it('sends a notification from the dialog, requiring a title and a message', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({
      createNotification: (body) => ({ status: 201, body: { ...sent, ...(body as object), id: 'b2', read_count: 0 } }),
    });
    const { user } = renderApp('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: 'Create Notification' }, { timeout: 5000 }));
    const form = within(screen.getByRole('form', { name: 'Create notification' }));

    await expectRefusedUnsent(user, form, 'Send Notification', ['Title is required', 'Message is required'], {
      fetchMock,
      route: 'createNotification',
    });

    await user.type(form.getByLabelText('Title'), 'Weekend sale');
    await user.type(form.getByLabelText('Message'), 'Half price on every song');
    await user.selectOptions(form.getByLabelText('Type'), 'success');
    await user.selectOptions(form.getByLabelText('Target'), 'free');
    await user.click(form.getByRole('button', { name: 'Send Notification' }));

    await expectSent(success, 'Notification sent', fetchMock, 'createNotification', {
      title: 'Weekend sale',
      message: 'Half price on every song',
      type: 'success',
      target: 'free',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create notification' })).not.toBeInTheDocument());
  });

  it('deletes a notification after confirming', async () => {
    const fetchMock = asAdmin({ [routeKey('deleteNotification', { id: 'b1' })]: { body: { message: 'Notification deleted' } } });
    const { user } = renderApp('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: 'Delete Maintenance tonight' }, { timeout: 5000 }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete notification' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, routeKey('deleteNotification', { id: 'b1' }))).toHaveLength(1));
  });
});
