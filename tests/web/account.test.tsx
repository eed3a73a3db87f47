import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { pathOf } from '../../shared/api/call';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, urlsOf, preloadRoutes } from './render-app';
import { listenerStats, monthsBack } from './analytics-fixtures';
import { expectSent } from './expect-sent';
import { profile as rinasProfile } from './profile-fixtures';
import { song } from './song-fixtures';
import { mySubscription } from './subscription-fixtures';
import { savedFiles } from './saved-files';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('dashboard', 'settings', 'analytics', 'profile', 'browse');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const stats = listenerStats;

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    getListenerStats: { body: stats() },
    getSubscriptionState: { body: { subscription: null } },
    getLibrary: { body: [] },
    getMyOrders: { body: [] },
    getUserSettings: { body: DEFAULT_USER_SETTINGS },
    ...handlers,
  });
}

describe('the listener dashboard', () => {
  it("shows the user's name, counters and Your Stats, and no Premium label without an active plan", async () => {
    signedIn();
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-favorite-genre')).toHaveTextContent('Jazz'));
    expect(screen.getByTestId('dashboard-user-name')).toHaveTextContent('Rina Rahman');
    expect(screen.getByTestId('card-total-purchases')).toHaveTextContent('3');
    const recent = within(screen.getByRole('region', { name: 'Recent Purchases' }));
    expect(recent.getByRole('link', { name: 'Blue in Green' })).toHaveAttribute('href', '/invoice/31');
    expect(screen.queryByText('Premium Member')).not.toBeInTheDocument();
  });

  it('shows Total spent as the sum of the completed orders as paid, in the chosen currency (no $ beside a ৳ store)', async () => {
    // ৳548 by bKash and $2.49 by card: ৳548 + 249 cents × 110 = ৳821.90 → ৳822; in dollars $2.49 + ৳548 / 110 = $7.47.
    signedIn({ getListenerStats: { body: stats({ totalSpent: 7.47, totalPaid: { BDT: 548, USD: 2.49 } }) } });
    const first = renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-total-spent')).toHaveTextContent('৳822'));
    expect(screen.getByTestId('card-total-spent')).toHaveTextContent('৳822');
    first.unmount();

    localStorage.setItem('preferredCurrency', 'USD');
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('card-total-spent')).toHaveTextContent('$7.47'));
    expect(screen.getByTestId('stat-total-spent')).toHaveTextContent('$7.47');
  });

  it('names no favourite genre for a listener with no history: a dash on the dashboard and in My Analytics', async () => {
    signedIn({ getListenerStats: { body: stats({ favoriteGenre: '', totalPurchases: 0, topGenres: [] }) } });
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-favorite-genre')).toHaveTextContent('–'));
    expect(screen.getByTestId('card-favorite-genre')).toHaveTextContent('–');
    expect(screen.queryByText('Electronic')).not.toBeInTheDocument();
  });

  it('labels an active subscriber Premium Member', async () => {
    signedIn({ getSubscriptionState: { body: { subscription: mySubscription() } } });
    renderApp('/dashboard');
    expect(await screen.findByText('Premium Member')).toBeInTheDocument();
  });

  it("shows the spec's empty texts before the first purchase", async () => {
    signedIn({ getListenerStats: { body: stats({ recentActivity: [], totalPurchases: 0, totalSpent: 0 }) } });
    const { user } = renderApp('/dashboard');
    const recent = within(await screen.findByRole('region', { name: 'Recent Purchases' }));
    expect(await recent.findByText('No purchases yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Library' }));
    expect(await screen.findByText('No songs in your library yet')).toBeInTheDocument();
  });

  it('opens the tab named in ?tab= and keeps the chosen tab in the URL', async () => {
    signedIn();
    const { user, router } = renderApp('/dashboard?tab=purchases');
    expect(await screen.findByRole('tab', { name: 'Purchases', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });

  it('Download All saves every library song in turn through its download link, with progress', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const success = vi.spyOn(toast, 'success');
    const link = (title: string) => ({
      url: pathOf('getDownload', { id: 'abcdefghijklmnopqrstuvwx' }),
      filename: `${title}.mp3`,
      expiresAt: '2030-01-01T00:00:00Z',
    });
    const library = [
      { ...song({ id: 's1', title: 'One' }), purchaseDate: '2026-01-01T00:00:00Z', orderId: 11, license_key: 'K1', source: 'purchase' },
      {
        ...song({ id: 's2', title: 'Two' }),
        purchaseDate: '2026-01-02T00:00:00Z',
        orderId: null,
        license_key: 'K2',
        source: 'subscription',
      },
    ];
    const fetchMock = signedIn({
      getLibrary: { body: library },
      downloadOrder: { body: link('One') },
      downloadWithSubscription: { body: link('Two') },
    });
    const { user } = renderApp('/dashboard?tab=library');
    await user.click(await screen.findByRole('button', { name: 'Download All' }));
    expect(await screen.findByText(/Downloading \d of 2/)).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Downloaded 2 of 2 songs'), { timeout: 15_000 });
    expect(clicks).toEqual(['One.mp3', 'Two.mp3']);
    expect(callsTo(fetchMock, 'downloadWithSubscription')[0]?.body).toEqual({ songId: 's2' });
  });
});

describe('settings', () => {
  it('saves every field, applies the currency and autoPlay on this device, and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = signedIn({ updateUserSettings: (body) => ({ body }) });
    const { user } = renderApp('/settings');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'BDT');
    await user.click(screen.getByRole('checkbox', { name: /Auto-play/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await expectSent(success, 'Settings saved successfully!', fetchMock, 'updateUserSettings', {
      ...DEFAULT_USER_SETTINGS,
      currency: 'BDT',
      autoPlay: false,
    });
    expect(localStorage.getItem('preferredCurrency')).toBe('BDT');
    expect(localStorage.getItem('autoPlay')).toBe('off');
  });

  it('offers the download quality the licence tiers deliver, shows the saved one and saves a change', async () => {
    const fetchMock = signedIn({
      getUserSettings: { body: { ...DEFAULT_USER_SETTINGS, downloadQuality: 'lossless' } },
      updateUserSettings: (body) => ({ body }),
    });
    const { user } = renderApp('/settings');
    const quality = await screen.findByRole('combobox', { name: 'Download quality' });
    await waitFor(() => expect(quality).toHaveValue('lossless'));
    await user.selectOptions(quality, 'high');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsTo(fetchMock, 'updateUserSettings')).toHaveLength(1));
    expect(callsTo(fetchMock, 'updateUserSettings')[0]?.body).toMatchObject({ downloadQuality: 'high' });
  });

  it("says 'Failed to save settings' when the save fails", async () => {
    const error = vi.spyOn(toast, 'error');
    signedIn({ updateUserSettings: { status: 500, body: { error: 'Internal error' } } });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to save settings'));
  });

  it("changes the password: 'New passwords do not match' first, then the new token is kept", async () => {
    const success = vi.spyOn(toast, 'success');
    const newToken = fakeToken({ name: 'Rina Rahman', expiresIn: 7200 });
    const fetchMock = signedIn({ changeUserPassword: { body: { message: 'Password changed successfully!', token: newToken } } });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }));
    await user.type(dialog.getByLabelText('Current password'), 'old secret words');
    await user.type(dialog.getByLabelText('New password'), 'New-Secret-42');
    await user.type(dialog.getByLabelText('Confirm new password'), 'New-Secret-43');
    await expectRefusedUnsent(user, dialog, 'Change Password', ['New passwords do not match'], { fetchMock, route: 'changeUserPassword' });

    await retype(user, dialog, 'Confirm new password', 'New-Secret-42');
    await user.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expectSent(success, 'Password changed successfully!', fetchMock, 'changeUserPassword', {
      currentPassword: 'old secret words',
      newPassword: 'New-Secret-42',
    });
    expect(localStorage.getItem('token')).toBe(newToken);
  });

  it('exports the data as user-data-export.json', async () => {
    const success = vi.spyOn(toast, 'success');
    const clicks = savedFiles();
    signedIn({ exportUserData: { body: { profile: {} } } });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Data exported successfully!'));
    expect(clicks).toEqual(['user-data-export.json']);
  });

  it('deletes the account in two steps, then signs out and goes to /auth', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const fetchMock = signedIn({ deleteAccount: { body: { message: 'Account deleted successfully' } } });
    const { user, router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const form = within(screen.getByRole('form', { name: 'Confirm account deletion' }));
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Confirm account deletion' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const again = within(screen.getByRole('form', { name: 'Confirm account deletion' }));
    await user.type(again.getByLabelText(/Type your email address or your password/), 'rina@example.com');
    await user.click(again.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(warning).toHaveBeenCalledWith('Account deleted successfully');
    expect(localStorage.getItem('token')).toBeNull();
    expect(callsTo(fetchMock, 'deleteAccount')[0]?.body).toEqual({ confirmation: 'rina@example.com' });
  });
});

describe('My Analytics', () => {
  it('shows the real figures, month labels of the last six months, top genres and recent activity', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    signedIn();
    renderApp('/analytics');
    expect(await screen.findByTestId('analytics-favorite-genre')).toHaveTextContent('Jazz');
    expect(screen.getByTestId('analytics-growth')).toHaveTextContent('+50%');
    // The store's currency (taka) for every figure, the list-price total converted: $8.47 × 110 = ৳932.
    expect(screen.getByTestId('analytics-total-spent')).toHaveTextContent('৳932');
    const table = within(screen.getByRole('table', { name: 'Spending per month' }));
    const labels = table.getAllByRole('rowheader').map((h) => h.textContent);
    expect(labels).toEqual([5, 4, 3, 2, 1, 0].map((back) => MONTH[Number(monthsBack(back).slice(5, 7)) - 1]));
    expect(within(screen.getByRole('list', { name: 'Top genres' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Purchased Blue in Green')).toBeInTheDocument();
  });

  it("shows 'No recent activity' and 'No song data available' for a new listener", async () => {
    signedIn({ getListenerStats: { body: stats({ recentActivity: [], topGenres: [], growth: null }) } });
    renderApp('/analytics');
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(screen.getByText('No song data available')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-growth')).toHaveTextContent('—');
  });
});

describe('profile', () => {
  it('saves name, phone and bio to the server', async () => {
    const success = vi.spyOn(toast, 'success');
    const profile = rinasProfile();
    const fetchMock = signedIn({ getProfile: { body: profile }, updateProfile: (body) => ({ body: { ...profile, ...(body as object) } }) });
    const { user } = renderApp('/profile');
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '+880 1712-345678');
    await user.type(screen.getByLabelText('Bio'), 'Jazz at night');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectSent(success, 'Profile updated successfully!', fetchMock, 'updateProfile', {
      name: 'Rina Rahman',
      phone: '+880 1712-345678',
      bio: 'Jazz at night',
    });
  });

  it('asks for an email change with the password and shows where the link went', async () => {
    const profile = rinasProfile();
    const sent = 'We have sent a confirmation link to new@example.com. Your email changes once you open it.';
    const fetchMock = signedIn({ getProfile: { body: profile }, changeEmail: { body: { message: sent } } });
    const { user } = renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Change email' }));
    await user.type(form.getByLabelText('New email'), 'new@example.com');
    await user.type(form.getByLabelText('Current password', { selector: 'input' }), 'my secret words');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(sent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'changeEmail')[0]?.body).toEqual({ newEmail: 'new@example.com', password: 'my secret words' });
  });

  it('refuses a malformed phone number in the browser', async () => {
    const profile = rinasProfile();
    const fetchMock = signedIn({ getProfile: { body: profile } });
    const { user } = renderApp('/profile');
    await user.type(await screen.findByLabelText('Phone'), 'call me');
    await expectRefusedUnsent(user, screen, 'Save Changes', ['Enter a valid phone number'], { fetchMock, route: 'updateProfile' });
  });
});

describe('plays', () => {
  const track = song({ id: 'song-9', title: 'Night Drive' });

  it("counts a signed-in listener's play once per track started, and none for a visitor", async () => {
    const fetchMock = signedIn({ listSongs: { body: [track] }, recordPlay: { body: { message: 'Play counted' } } });
    const { user } = renderApp('/browse');
    await user.click((await screen.findAllByRole('button', { name: 'Play Night Drive' }))[0]!);
    await waitFor(() => expect(urlsOf(fetchMock, 'recordPlay')).toHaveLength(1));
    expect(urlsOf(fetchMock, 'recordPlay')[0]?.pathname).toBe(pathOf('recordPlay', { songId: 'song-9' }));
  });

  it('sends nothing for a visitor', async () => {
    const fetchMock = mockApi({ listSongs: { body: [track] } });
    const { user } = renderApp('/browse');
    await user.click((await screen.findAllByRole('button', { name: 'Play Night Drive' }))[0]!);
    await screen.findAllByRole('button', { name: 'Pause Night Drive' });
    expect(callsTo(fetchMock, 'recordPlay')).toHaveLength(0);
  });
});
