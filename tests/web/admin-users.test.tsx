import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiUser,
  callsTo,
  fakeToken,
  mockApi,
  renderApp,
  routeKey,
  urlsOf,
  type Handler,
  type MockResponse,
  preloadRoutes,
} from './render-app';
import { adminUserRow } from './user-fixtures';
import { savedFiles } from './saved-files';

preloadRoutes('admin', 'admin-users');

afterEach(() => vi.restoreAllMocks());

const ME = 'ADMINID0000000000000000000';
const row = adminUserRow;
const buyer = row(1);
const suspended = row(2, { status: 'suspended' });
const admin = row(3, { id: ME, name: 'Ada Admin', role: 'admin' });
const stats = { total: 1234, active: 1200, suspended: 30, pending: 4, revenue: 56789.5 };

function asAdmin(handlers: Record<string, Handler | MockResponse> = {}) {
  localStorage.setItem('token', fakeToken({ userId: ME, role: 'admin', name: 'Ada Admin' }));
  return mockApi({
    getMe: { body: apiUser({ id: ME, role: 'admin', name: 'Ada Admin' }) },
    listMyNotifications: { body: { notifications: [], unread: 0 } },
    getUserStats: { body: stats },
    listUsers: { body: [buyer, suspended, admin], headers: { 'X-Total-Count': '3' } },
    ...handlers,
  });
}

const rowOf = async (name: string) => (await within(await screen.findByRole('table')).findByText(name)).closest('tr')!;
/** Opens the row's actions menu and picks an item. */
async function rowAction(user: ReturnType<typeof renderApp>['user'], name: string, item: string) {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(within(screen.getByRole('menu', { name: `Actions for ${name}` })).getByRole('menuitem', { name: item }));
}

/** Chooses `item` in User 1's menu: the dialog asks `question`, and `confirm` is pressed. */
async function confirmRowAction(user: ReturnType<typeof renderApp>['user'], item: string, question: string, confirm: string) {
  await rowAction(user, 'User 1', item);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: confirm }));
}

describe('/admin/users', () => {
  it('shows the cards, the users with their figures and the total', async () => {
    asAdmin();
    renderApp('/admin/users');
    // The first test also waits for the lazy route module.
    expect(await screen.findByText('User 1', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Users')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-Active Users')).toHaveTextContent('1,200');
    expect(screen.getByTestId('stat-Suspended')).toHaveTextContent('30');
    expect(screen.getByTestId('stat-Revenue')).toHaveTextContent('৳56,790');
    expect(screen.getByText('Showing 1 to 3 of 3 users')).toBeInTheDocument();
    expect(within(await rowOf('User 2')).getByText('suspended')).toBeInTheDocument();
  });

  it("says 'No users found matching your criteria' for an empty page", async () => {
    asAdmin({ listUsers: { body: [], headers: { 'X-Total-Count': '0' } } });
    renderApp('/admin/users');
    expect(await screen.findByText('No users found matching your criteria')).toBeInTheDocument();
  });

  it('asks the server for the search, the filters and the sort, 10 a page', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/users');
    await screen.findByText('User 1');
    expect(urlsOf(fetchMock, 'listUsers')[0]!.searchParams.get('limit')).toBe('10');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'rina');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'artist');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => {
      const last = urlsOf(fetchMock, 'listUsers').at(-1)!.searchParams;
      expect(Object.fromEntries(last)).toMatchObject({ q: 'rina', role: 'artist', status: 'suspended', sort: 'name', order: 'asc' });
    });
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(urlsOf(fetchMock, 'listUsers').at(-1)!.searchParams.get('order')).toBe('desc'));
  });

  it('suspends a user only after the confirmation, activates at once, and hides Delete and Suspend where they do not apply', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({
      updateUserStatus: (body) => ({ body: { ...buyer, ...(body as object) } }),
    });
    const { user } = renderApp('/admin/users');
    await rowAction(user, 'User 1', 'Suspend User 1');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user' });
    expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('updateUserStatus', { id: buyer.id }))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, routeKey('updateUserStatus', { id: buyer.id }))).toHaveLength(0);

    await rowAction(user, 'User 1', 'Suspend User 1');
    await user.click(within(await screen.findByRole('dialog', { name: 'Suspend user' })).getByRole('button', { name: 'Suspend User' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('User suspended successfully'));
    expect(callsTo(fetchMock, routeKey('updateUserStatus', { id: buyer.id }))[0]!.body).toEqual({ status: 'suspended' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suspend user' })).not.toBeInTheDocument());
    await rowAction(user, 'User 2', 'Activate User 2');
    await waitFor(() => expect(success).toHaveBeenCalledWith('User activated successfully'));

    await user.click(within(await rowOf('Ada Admin')).getByRole('button', { name: 'Actions for Ada Admin' }));
    const menu = within(screen.getByRole('menu', { name: 'Actions for Ada Admin' }));
    expect(menu.getByRole('menuitem', { name: 'Edit Ada Admin' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: /^Suspend/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to update user status' when the server refuses", async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({
      updateUserStatus: { status: 409, body: { error: 'Changed meanwhile', message: 'Changed meanwhile', code: 'USER_CHANGED' } },
    });
    const { user } = renderApp('/admin/users');
    await rowAction(user, 'User 1', 'Suspend User 1');
    await user.click(within(await screen.findByRole('dialog', { name: 'Suspend user' })).getByRole('button', { name: 'Suspend User' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Failed to update user status')));
  });

  it('deletes a user after the confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ deleteUser: { body: { message: 'User deleted successfully' } } });
    const { user } = renderApp('/admin/users');
    await confirmRowAction(user, 'Delete User 1', 'Are you sure you want to delete this user?', 'Delete User');
    await waitFor(() => expect(success).toHaveBeenCalledWith('User deleted successfully'));
    expect(callsTo(fetchMock, routeKey('deleteUser', { id: buyer.id }))).toHaveLength(1);
  });

  it("sends the reset mail after the confirmation, and says 'Failed to send password reset email' on failure", async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = asAdmin({ resetUserPassword: { status: 500, body: { error: 'Internal', message: 'Internal', code: 'INTERNAL' } } });
    const { user } = renderApp('/admin/users');
    await confirmRowAction(user, 'Reset password of User 1', 'Send password reset email to this user?', 'Send Email');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to send password reset email'));
    expect(callsTo(fetchMock, 'resetUserPassword')).toHaveLength(1);
  });

  it('applies a bulk action only with an action and a selection, and confirms a bulk delete', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ bulkUpdateUsers: { body: { succeeded: 3, failed: 0, results: [] } } });
    const { user } = renderApp('/admin/users');
    await screen.findByText('User 1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'delete');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 3 users permanently?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Users' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('3 users updated'));
    expect(callsTo(fetchMock, 'bulkUpdateUsers')[0]!.body).toEqual({ action: 'delete', userIds: [buyer.id, suspended.id, ME] });
  });

  it("says 'Bulk action failed' when the bulk call fails", async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({ bulkUpdateUsers: { status: 500, body: { error: 'Internal', message: 'Internal', code: 'INTERNAL' } } });
    const { user } = renderApp('/admin/users');
    await user.click(within(await rowOf('User 1')).getByRole('checkbox', { name: 'Select User 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'suspend');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend users' });
    expect(within(dialog).getByText(/Suspend 1 user\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Users' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bulk action failed'));
  });

  it('exports the filtered list and the selection as CSV made by the server', async () => {
    const clicks = savedFiles();
    const fetchMock = asAdmin({ exportUsers: { body: 'ID,Name\n', headers: { 'Content-Type': 'text/csv' } } });
    const { user } = renderApp('/admin/users');
    await screen.findByText('User 1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(urlsOf(fetchMock, 'exportUsers')[0]!.searchParams.get('sort')).toBe('joined');

    await user.click(within(await rowOf('User 2')).getByRole('checkbox', { name: 'Select User 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'export');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'exportUsers')).toHaveLength(2));
    expect(urlsOf(fetchMock, 'exportUsers')[1]!.searchParams.get('ids')).toBe(suspended.id);
  });

  it('adds a user through the dialog', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ createUser: (body) => ({ status: 201, body: { ...row(9), ...(body as object) } }) });
    const { user } = renderApp('/admin/users');
    await screen.findByText('User 1');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'New Person');
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'artist');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(expect.stringContaining('new@example.com')));
    expect(callsTo(fetchMock, 'createUser')[0]!.body).toEqual({ name: 'New Person', email: 'new@example.com', role: 'artist' });
  });

  it('refuses an artist application only with a typed reason, in a dialog with a labelled field', async () => {
    const success = vi.spyOn(toast, 'success');
    const prompt = vi.spyOn(window, 'prompt');
    const application = {
      user_id: buyer.id,
      name: 'User 1',
      email: 'user1@example.com',
      artist_name: 'Night Owl',
      artist_slug: 'night-owl',
      bio: '',
      links: [],
      status: 'pending' as const,
      reason: null,
      created_at: '2025-03-14T09:00:00.000Z',
    };
    const fetchMock = asAdmin({
      listArtistApplications: { body: [application] },
      decideArtistApplication: () => ({ body: { ...application, status: 'refused', reason: 'No samples' } }),
    });
    const { user } = renderApp('/admin/users');
    const queue = await screen.findByRole('region', { name: 'Artist applications' });
    await user.click(within(queue).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse artist application' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('maxlength', '500');

    await user.click(within(dialog).getByRole('button', { name: 'Refuse Application' }));
    expect(await within(dialog).findByText('A reason is required to refuse an application')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'decideArtistApplication')).toHaveLength(0);

    await user.type(reason, '  No samples  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse Application' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Application refused'));
    expect(callsTo(fetchMock, 'decideArtistApplication')[0]!.body).toEqual({ decision: 'refuse', reason: 'No samples' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(prompt).not.toHaveBeenCalled();
  });
});
