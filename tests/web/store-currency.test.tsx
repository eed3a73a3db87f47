/**
 * The store's currency (the admin's `currency` setting, issue 20): what a visitor sees before
 * choosing one, and what the back office's revenue figures are shown in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '../../shared/api/settings';
import { apiUser, fakeToken, mockApi, renderApp, type MockResponse } from './render-app';
import { song } from './song-fixtures';

beforeAll(async () => {
  await Promise.all([
    import('../../web/src/app/routes/browse'),
    import('../../web/src/app/routes/admin'),
    import('../../web/src/app/routes/admin-users'),
  ]);
});

const settings = (currency: PublicSiteSettings['currency']): MockResponse => ({
  body: {
    siteName: 'SoundMarket',
    siteDescription: '',
    contactEmail: '',
    supportEmail: '',
    address: '',
    currency,
    maintenanceMode: false,
    enableNotifications: true,
  } satisfies PublicSiteSettings,
});

const cardPrice = async () => within(await screen.findByRole('region', { name: 'All Songs' })).findByText(/^[€£$৳]/);

describe("the store's currency for visitors", () => {
  it('shows prices in the store currency before the visitor chooses one, and the choice wins after', async () => {
    mockApi({ getPublicSiteSettings: settings('EUR'), listSongs: { body: [song({ title: 'Blue Monday', price: 10 })] } });
    const { user } = renderApp('/browse');
    await waitFor(async () => expect(await cardPrice()).toHaveTextContent('€9.20'));
    expect(screen.getByRole('button', { name: '€ EUR' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '৳ BDT' }));
    await waitFor(async () => expect(await cardPrice()).toHaveTextContent('৳1,100'));
    expect(localStorage.getItem('preferredCurrency')).toBe('BDT');
  });

  it('remembers the store currency for the next visit, before the settings answer', async () => {
    localStorage.setItem('storeCurrency', 'GBP');
    mockApi({ listSongs: { body: [song({ title: 'Blue Monday', price: 10 })] } });
    renderApp('/browse');
    await waitFor(async () => expect(await cardPrice()).toHaveTextContent('£7.90'));
  });
});

describe("the back office's revenue in the store currency", () => {
  const asAdmin = (currency: PublicSiteSettings['currency']) => {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    mockApi({
      getPublicSiteSettings: settings(currency),
      getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
      listMyNotifications: { body: { notifications: [], unread: 0 } },
      getUserStats: { body: { total: 3, active: 3, suspended: 0, pending: 0, revenue: 11000 } },
      listUsers: { body: [], headers: { 'X-Total-Count': '0' } },
    });
  };

  it.each([
    ['USD', '$100.00'],
    ['EUR', '€92.00'],
    ['BDT', '৳11,000'],
  ] as const)('shows taka revenue converted to %s', async (currency, shown) => {
    asAdmin(currency);
    renderApp('/admin/users');
    await waitFor(() => expect(screen.getByTestId('stat-Revenue')).toHaveTextContent(shown), { timeout: 10_000 });
  });
});
