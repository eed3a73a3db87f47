import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../shared/api/analytics';
import { analyticsFor } from './analytics-fixtures';
import { apiUser, fakeToken, mockApi, renderApp, urlsOf } from './render-app';
import { savedFiles } from './saved-files';

function asAdmin(overrides: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken({ role: 'admin' }));
  return mockApi({
    getMe: { body: apiUser({ role: 'admin' }) },
    getAdminAnalytics: (_body, _init, url) => ({ body: analyticsFor((url.searchParams.get('range') ?? '7d') as Analytics['range']) }),
    ...overrides,
  });
}

describe('/admin/analytics', () => {
  it('opens on 7d with the metrics against the previous period, the tiles and the top lists from the server', async () => {
    const fetchMock = asAdmin();
    renderApp('/admin/analytics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
    await waitFor(() => expect(urlsOf(fetchMock, 'getAdminAnalytics')[0]?.searchParams.get('range')).toBe('7d'));

    const revenue = await screen.findByTestId('metric-Revenue');
    await waitFor(() => expect(revenue).toHaveTextContent('৳2,100'));
    expect(revenue).toHaveTextContent('+50%');
    expect(revenue).toHaveTextContent('৳1,400');
    expect(screen.getByTestId('metric-Orders')).toHaveTextContent('-25%');
    expect(screen.getByTestId('metric-New users')).toHaveTextContent('+100%');

    expect(screen.getByTestId('stat-Previews played')).toHaveTextContent('70');
    expect(screen.getByTestId('stat-Downloads')).toHaveTextContent('14');
    // No reviews yet: no made-up rating.
    expect(screen.getByTestId('stat-Average rating')).toHaveTextContent('No reviews yet');

    expect(within(screen.getByRole('region', { name: 'Top Songs' })).getByText('Monsoon Drive')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top Artists' })).getByText('Rafi Akter')).toBeInTheDocument();
    const customers = screen.getByRole('region', { name: 'Top Customers' });
    expect(within(customers).getByText('Karim Uddin')).toBeInTheDocument();
    expect(within(customers).getByText('3 orders')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Activity' })).getByText('New user registered: Karim Uddin'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Revenue' })).toBeInTheDocument();
  });

  it('shows the store earnings from artists’ sales (commission, net owed, payouts paid) per period, quiet periods left out', async () => {
    asAdmin();
    renderApp('/admin/analytics');
    const earnings = await screen.findByRole('region', { name: 'Store earnings' });
    await waitFor(() => expect(within(earnings).getByTestId('metric-Commission earned')).toHaveTextContent('৳385'));
    expect(within(earnings).getByTestId('metric-Net owed to artists')).toHaveTextContent('৳3,464');
    expect(within(earnings).getByTestId('metric-Payouts paid')).toHaveTextContent('৳1,000');
    const rows = within(within(earnings).getByRole('table', { name: 'Store earnings per period' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PeriodCommission earnedNet owed to artistsPayouts paid', '24 Nov৳385৳3,464৳1,000']);
  });

  it('reads the chosen period from the server', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/analytics');
    await waitFor(() => expect(screen.getByTestId('metric-Revenue')).toHaveTextContent('৳2,100'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '1y');
    await waitFor(() => expect(screen.getByTestId('metric-Revenue')).toHaveTextContent('৳12,000'));
    expect(urlsOf(fetchMock, 'getAdminAnalytics').at(-1)?.searchParams.get('range')).toBe('1y');
    expect(screen.getByTestId('stat-Previews played')).toHaveTextContent('600');
    expect(screen.getByText('Last year')).toBeInTheDocument();
  });

  it("Export Report downloads the real CSV and says 'Analytics exported successfully!'", async () => {
    const success = vi.spyOn(toast, 'success');
    const clicks = savedFiles();
    const fetchMock = asAdmin({ exportAdminReport: { body: 'Metric,Value', headers: { 'Content-Type': 'text/csv' } } });
    const { user } = renderApp('/admin/analytics');
    await user.click(await screen.findByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Analytics exported successfully!'));
    expect(urlsOf(fetchMock, 'exportAdminReport')).toHaveLength(1);
    expect(clicks).toEqual([`admin-report-${new Date().toISOString().slice(0, 10)}.csv`]);
  });
});
