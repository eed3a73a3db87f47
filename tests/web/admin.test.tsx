import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { activity, analyticsFor, dashboardStats, health, todayStats, topSongs } from './analytics-fixtures';
import { apiUser, currentPath, fakeToken, mockApi, renderApp, urlsOf, type MockResponse } from './render-app';
import { expectSignInAsked } from './visitor';
import { savedFiles } from './saved-files';

const dashboardMocks = {
  getAdminStats: { body: dashboardStats },
  getAdminTodayStats: { body: todayStats },
  getAdminTopSongs: { body: topSongs },
  listAdminActivity: { body: activity },
  getAdminHealth: { body: health },
  getAdminAnalytics: (_b: unknown, _i: unknown, url: URL): MockResponse => ({
    body: analyticsFor((url.searchParams.get('range') ?? '7d') as '7d'),
  }),
};

describe('/admin', () => {
  it('sends a visitor to /auth', () => expectSignInAsked('/admin'));

  it('sends a signed-in user who is not an admin to /', async () => {
    localStorage.setItem('token', fakeToken({ role: 'user' }));
    const fetchMock = mockApi({ getMe: { body: apiUser() } });
    const { router } = renderApp('/admin');
    // '/' itself forwards a signed-in user to their dashboard.
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, 'listUsers')).toHaveLength(0);
  });

  it('shows an admin the live dashboard: cards, quick stats, top songs, activity, today and System Health from the server', async () => {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    const fetchMock = mockApi({
      getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
      ...dashboardMocks,
    });
    const { user } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics');
    expect(within(nav).getByRole('link', { name: 'Wallet Settings' })).toHaveAttribute('href', '/admin/payment-settings');

    // The card shows a placeholder until its figures arrive: wait for the figure, not the card.
    await waitFor(() => expect(screen.getByTestId('stat-Total Users')).toHaveTextContent('1,287'));
    expect(screen.getByTestId('stat-Total Revenue')).toHaveTextContent('৳123,457');
    expect(screen.getByText('+12.5% vs last month')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Signed In (30 Days)')).toHaveTextContent('311');
    // The users page's 'Active Users' counts accounts by status; the dashboard never reuses the name for another figure.
    expect(screen.queryByTestId('stat-Active Users')).not.toBeInTheDocument();
    expect(screen.getByTestId('stat-Unread Messages')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Total Revenue').closest('a')).toHaveAttribute('href', '/admin/analytics');
    expect(screen.getByTestId('stat-Unread Messages').closest('a')).toHaveAttribute('href', '/admin/messages');

    const top = screen.getByRole('region', { name: 'Top Performing Songs' });
    expect(await within(top).findByText('Monsoon Drive')).toBeInTheDocument();
    expect(within(top).getByText('40 sales')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(await within(recent).findByText('Order #41 approved: Monsoon Drive')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/analytics');

    const today = screen.getByRole('region', { name: "Today's Summary" });
    await waitFor(() => expect(within(today).getByText('Previews played').nextSibling).toHaveTextContent('275'));
    expect(within(today).queryByText('1,234')).not.toBeInTheDocument();
    const healthBox = screen.getByRole('region', { name: 'System Health' });
    expect(await within(healthBox).findByText('Local outbox')).toBeInTheDocument();
    expect(within(healthBox).getByText('Server errors (last hour)').nextSibling).toHaveTextContent('2');

    // The revenue chart reads the daily series of the chosen period.
    expect(urlsOf(fetchMock, 'getAdminAnalytics').at(-1)?.searchParams.get('range')).toBe('7d');
    await user.click(screen.getByRole('button', { name: '30D' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'getAdminAnalytics').at(-1)?.searchParams.get('range')).toBe('30d'));
    expect(screen.getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '90D' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'getAdminAnalytics').at(-1)?.searchParams.get('range')).toBe('90d'));
  });

  it("shows the spec's empty texts when nothing has sold or happened yet", async () => {
    localStorage.setItem('token', fakeToken({ role: 'admin' }));
    mockApi({
      getMe: { body: apiUser({ role: 'admin' }) },
      ...dashboardMocks,
      getAdminTopSongs: { body: [] },
      listAdminActivity: { body: [] },
    });
    renderApp('/admin');
    expect(await screen.findByText('No song data available')).toBeInTheDocument();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });

  it('Export Report saves the server CSV as admin-report-{date}.csv, and says so when it fails', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const clicks = savedFiles();
    localStorage.setItem('token', fakeToken({ role: 'admin' }));
    let fail = false;
    const fetchMock = mockApi({
      getMe: { body: apiUser({ role: 'admin' }) },
      ...dashboardMocks,
      exportAdminReport: () =>
        fail ? { status: 500, body: { error: 'Internal error' } } : { body: 'Metric,Value', headers: { 'Content-Type': 'text/csv' } },
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Report exported successfully!'));
    expect(urlsOf(fetchMock, 'exportAdminReport')).toHaveLength(1);
    expect(clicks).toEqual([`admin-report-${new Date().toISOString().slice(0, 10)}.csv`]);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to export report'));
    expect(clicks).toHaveLength(1);
  });
});
