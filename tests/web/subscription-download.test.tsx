import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../shared/api/call';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, urlsOf, routeKey, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { song } from './song-fixtures';
import { mySubscription } from './subscription-fixtures';
import { expectMovedAfterOneSecond } from './timed-redirect';

preloadRoutes('browse', 'song', 'dashboard');

afterEach(() => vi.restoreAllMocks());

const blue = song({ id: 'song-42', title: 'Blue Monday' });
const link = {
  url: pathOf('getDownload', { id: 'abcdefghijklmnopqrstuvwx' }),
  filename: 'Blue Monday.mp3',
  expiresAt: '2030-01-01T00:00:00Z',
};

function captureClicks() {
  const clicks: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return clicks;
}

function subscriber(subscription: unknown, handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    listSongs: { body: [blue] },
    [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
    getSubscriptionState: { body: { subscription } },
    getLibrary: { body: [] },
    ...handlers,
  });
}

const findCard = async (title: string) => (await screen.findAllByRole('article', { name: title }))[0]!;

describe('Download for subscribers', () => {
  it('replaces Buy with Download, saves the file through the returned link and goes to /dashboard#downloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const clicks = captureClicks();
    const fetchMock = subscriber(mySubscription(), { downloadWithSubscription: { body: link } });
    const { user, router } = renderApp('/browse', { advanceTimers: vi.advanceTimersByTime });
    const card = within(await findCard('Blue Monday'));

    const download = await card.findByRole('button', { name: 'Download Blue Monday' });
    expect(card.queryByRole('button', { name: 'Buy Blue Monday' })).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-notice')).toHaveTextContent('Pro plan active · 3 of 50 downloads used this month');

    await user.click(download);

    await expectSent(success, 'Download started!', fetchMock, 'downloadWithSubscription', { songId: 'song-42' });
    expect(clicks).toEqual([{ href: `http://localhost:3000${link.url}`, download: 'Blue Monday.mp3' }]);
    await expectMovedAfterOneSecond(router, '/browse', '/dashboard');
    expect(router.state.location.hash).toBe('#downloads');
  });

  it("shows the server's refusal, such as the limit being reached, and stays on the page", async () => {
    const error = vi.spyOn(toast, 'error');
    const clicks = captureClicks();
    subscriber(mySubscription({ downloads_used: 50 }), {
      downloadWithSubscription: {
        status: 403,
        body: { error: 'Download limit reached for this period', message: 'x', code: 'FORBIDDEN' },
      },
    });
    const { user, router } = renderApp('/songs/song-42');

    await user.click(await screen.findByRole('button', { name: 'Download Blue Monday' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Download limit reached for this period'));
    expect(await screen.findByText('Download limit reached for this period')).toBeInTheDocument();
    expect(clicks).toEqual([]);
    expect(currentPath(router)).toBe('/songs/song-42');
  });

  it("says 'Download failed' when the request gets no answer", async () => {
    const error = vi.spyOn(toast, 'error');
    subscriber(mySubscription(), {
      downloadWithSubscription: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/browse');
    await user.click(await within(await findCard('Blue Monday')).findByRole('button', { name: 'Download Blue Monday' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Download failed'));
  });

  it('keeps Buy and shows a pending subscription in red', async () => {
    subscriber(mySubscription({ status: 'pending_approval' }));
    renderApp('/browse');
    const notice = await screen.findByTestId('subscription-notice');
    expect(notice).toHaveTextContent('Subscription pending approval');
    expect(notice).toHaveClass('text-danger');
    expect(within(await findCard('Blue Monday')).getByRole('button', { name: 'Buy Blue Monday' })).toBeInTheDocument();
  });

  it('marks a song bought outright as Owned and downloads it from its order', async () => {
    const clicks = captureClicks();
    const fetchMock = subscriber(null, {
      getLibrary: {
        body: [{ ...blue, purchaseDate: '2025-03-01T00:00:00Z', orderId: 11, license_key: 'KEY-1', source: 'purchase' }],
      },
      [routeKey('downloadOrder', { orderId: 11 })]: { body: { ...link, url: 'http://media.local/blue.mp3?sig=1' } },
    });
    const { user } = renderApp('/browse');
    const card = within(await findCard('Blue Monday'));
    expect(await card.findByText('Owned')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Download Blue Monday' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'http://media.local/blue.mp3?sig=1', download: 'Blue Monday.mp3' }]));
    expect(urlsOf(fetchMock, routeKey('downloadOrder', { orderId: 11 }))).toHaveLength(1);
    expect(callsTo(fetchMock, 'downloadWithSubscription')).toHaveLength(0);
  });
});

describe('dashboard subscription and downloads', () => {
  it('shows the plan, its status, the quota, the reset time and the end date', async () => {
    subscriber(mySubscription());
    renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'My Subscription' }));
    expect(await card.findByTestId('subscription-plan')).toHaveTextContent('Pro');
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByTestId('subscription-quota')).toHaveTextContent('3 / 50downloads this month');
    expect(card.getByRole('progressbar', { name: 'Downloads used' })).toHaveAttribute('aria-valuenow', '3');
    expect(card.getByText('Quota resets')).toBeInTheDocument();
    expect(card.getByText('1 Apr 2025')).toBeInTheDocument();
  });

  it("shows a cancelled plan as 'Cancelled, access until <date>' with no Cancel button; a running one offers Cancel", async () => {
    subscriber(mySubscription({ cancelled_at: '2025-03-20T10:00:00.000Z' }));
    const first = renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'My Subscription' }));
    expect(await card.findByTestId('subscription-cancelled')).toHaveTextContent('Cancelled, access until 1 Apr 2025');
    expect(card.getByText('Access until')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    first.unmount();

    subscriber(mySubscription());
    renderApp('/dashboard');
    const running = within(await screen.findByRole('region', { name: 'My Subscription' }));
    expect(await running.findByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(running.queryByTestId('subscription-cancelled')).not.toBeInTheDocument();
  });

  it("shows 'Unlimited' for an unlimited plan and a link to the plans without a subscription", async () => {
    subscriber(mySubscription({ plan_name: 'Unlimited', download_limit: -1, end_date: null }));
    const first = renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'My Subscription' }));
    expect(await card.findByTestId('subscription-quota')).toHaveTextContent(/^Unlimited/);
    expect(card.getByText('Lifetime')).toBeInTheDocument();
    first.unmount();

    subscriber(null);
    renderApp('/dashboard');
    const none = within(await screen.findByRole('region', { name: 'My Subscription' }));
    expect(await none.findByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('lists the library under #downloads and downloads a subscription song again', async () => {
    const clicks = captureClicks();
    const fetchMock = subscriber(mySubscription(), {
      getLibrary: {
        body: [
          { ...blue, purchaseDate: '2025-03-02T00:00:00Z', orderId: null, license_key: 'SUB-KEY', source: 'subscription' },
          {
            ...song({ id: 'song-7', title: 'Monsoon' }),
            purchaseDate: '2025-03-01T00:00:00Z',
            orderId: 11,
            license_key: 'KEY-1',
            source: 'purchase',
          },
        ],
      },
      downloadWithSubscription: { body: link },
    });
    const { user } = renderApp('/dashboard#downloads');
    const section = within(await screen.findByRole('region', { name: 'My Downloads' }));
    // Where a subscription download lands, the quota it used is in view.
    expect(within(await screen.findByRole('region', { name: 'My Subscription' })).getByTestId('subscription-quota')).toHaveTextContent(
      '3 / 50',
    );
    expect(section.getByText('My Downloads').closest('section')).toHaveAttribute('id', 'downloads');
    expect(await section.findByText('Blue Monday')).toBeInTheDocument();
    expect(section.getByText('Subscription')).toBeInTheDocument();
    expect(section.getByText('Purchased')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Download Blue Monday' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(callsTo(fetchMock, 'downloadWithSubscription')[0]?.body).toEqual({ songId: 'song-42' });
  });

  it("shows 'No songs in your library yet' for an empty library", async () => {
    subscriber(null);
    renderApp('/dashboard?tab=library');
    expect(await screen.findByText('No songs in your library yet')).toBeInTheDocument();
    // No subscription: the library tab offers no plan card (the overview does).
    expect(screen.queryByRole('region', { name: 'My Subscription' })).not.toBeInTheDocument();
  });
});
