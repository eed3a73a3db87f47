import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, mockAdminApi, renderApp, preloadRoutes } from './render-app';
import { screenWidth } from './media-query';

preloadRoutes('admin', 'admin-orders');

afterEach(() => vi.restoreAllMocks());

function asAdmin() {
  return mockAdminApi({
    getAdminOrderStats: { body: { total: 0, pending: 0, completed: 0, failed: 0, processing: 0, revenue: 0 } },
    listAdminOrders: { body: [] },
  });
}

describe('the back-office frame', () => {
  it('has no shop header, footer or support button, and its own bar leads back to the store', async () => {
    asAdmin();
    renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /support/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View store' })).toHaveAttribute('href', '/');
  });

  it('collapses the sidebar to icons, keeps each link named, and remembers it', async () => {
    asAdmin();
    const first = renderApp('/admin/orders');
    const sidebar = await screen.findByTestId('admin-sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await first.user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));

    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    const orders = within(sidebar).getByRole('link', { name: 'Orders' });
    expect(orders).toHaveAttribute('title', 'Orders');
    expect(within(orders).getByText('Orders')).toHaveClass('sr-only');
    first.unmount();

    asAdmin();
    renderApp('/admin/orders');
    const again = await screen.findByTestId('admin-sidebar');
    expect(again).toHaveAttribute('data-collapsed', 'true');
    expect(within(again).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out to /auth', async () => {
    asAdmin();
    const { user, router } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('on a phone opens the sections from a menu drawer, which closes after a choice', async () => {
    screenWidth(390);
    asAdmin();
    const { user, router } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Open the back-office menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Back-office menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Users' }));

    await waitFor(() => expect(currentPath(router)).toBe('/admin/users'));
    expect(screen.queryByRole('dialog', { name: 'Back-office menu' })).not.toBeInTheDocument();
  });
});
