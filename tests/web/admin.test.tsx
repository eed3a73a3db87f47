import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUser, currentPath, fakeToken, mockApi, renderApp, urlsOf } from './render-app';

const adminUser = (n: number) => ({
  id: `u${n}`,
  name: `User ${n}`,
  email: `user${n}@example.com`,
  role: 'user' as const,
  status: 'active' as const,
  created_at: '2025-03-14T09:00:00.000Z',
});

describe('/admin', () => {
  it('sends a visitor to /auth', async () => {
    mockApi({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
  });

  it('sends a signed-in user who is not an admin to /', async () => {
    localStorage.setItem('token', fakeToken({ role: 'user' }));
    const fetchMock = mockApi({ getMe: { body: apiUser() } });
    const { router } = renderApp('/admin');
    // '/' itself forwards a signed-in user to their dashboard.
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, 'listUsers')).toHaveLength(0);
  });

  it('shows an admin the dashboard with the back-office sections and the users list, paged by cursor', async () => {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    const fetchMock = mockApi({
      getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
      listUsers: (_body, _init, url) =>
        url.searchParams.get('cursor') === 'next'
          ? { body: [adminUser(3)] }
          : { body: [adminUser(1), { ...adminUser(2), role: 'admin', status: 'suspended' }], headers: { 'X-Next-Cursor': 'next' } },
    });
    const { user } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(within(nav).getByRole('link', { name: 'Songs' })).toHaveAttribute('href', '/admin/songs');
    expect(within(nav).getByText('Analytics').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Wallet Settings' })).toHaveAttribute('href', '/admin/payment-settings');

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('user1@example.com')).toBeInTheDocument();
    expect(within(table).getByText('suspended')).toBeInTheDocument();
    expect(within(table).getAllByText('14 Mar 2025')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('user3@example.com')).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'listUsers').at(-1)?.searchParams.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
