import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { apiUser, fakeToken, mockApi, renderApp, urlsOf, routeKey, preloadRoutes } from './render-app';
import { expectSignInAsked } from './visitor';
import { order, submittedDetails } from './order-fixtures';

preloadRoutes('orders');

afterEach(() => vi.restoreAllMocks());

const completed = order({
  id: 11,
  song_title: 'Monsoon',
  status: 'completed',
  payment_status: 'completed',
  license_key: 'KEY1-KEY2-KEY3',
  manual_payment_details: submittedDetails,
});
const pendingNoDetails = order({ id: 12, song_title: 'Dhaka Nights' });
const pendingSubmitted = order({ id: 13, song_title: 'River Song', manual_payment_details: submittedDetails });
const failed = order({
  id: 14,
  song_title: 'Old Tape',
  status: 'failed',
  payment_status: 'failed',
  rejection_reason: 'Transaction not found',
});
const card = order({ id: 15, song_title: 'Night Drive', amount: 2.49, currency: 'USD', payment_method: 'stripe' });

function signedIn(orders: unknown[], extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken());
  return mockApi({ getMe: { body: apiUser() }, getMyOrders: { body: orders }, ...extra });
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });

/** On /orders, presses Monsoon's Download Song and, once `toastSpy` has said `songSaid`, its License PDF, until it says `licenceSaid`. */
async function downloadSongAndLicence(toastSpy: MockInstance, songSaid: string, licenceSaid: string) {
  const { user } = renderApp('/orders');
  const done = within(await screen.findByRole('article', { name: 'Monsoon' }));
  await user.click(done.getByRole('button', { name: 'Download Song' }));
  await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(songSaid));
  await user.click(done.getByRole('button', { name: 'License PDF' }));
  await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(licenceSaid));
}

describe('/orders (My Orders)', () => {
  it('sends a visitor to /auth', () => expectSignInAsked('/orders'));

  it('counts the orders per tab and filters the cards by status', async () => {
    signedIn([completed, pendingNoDetails, pendingSubmitted, failed, card]);
    const { user } = renderApp('/orders');

    expect(await screen.findByRole('tab', { name: 'All Orders (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awaiting payment (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payment submitted (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    await user.click(screen.getByRole('tab', { name: 'Awaiting payment (2)' }));
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Dhaka Nights', 'Night Drive']);
  });

  it('pages through every order with Load more (the server cursor), not only the first page', async () => {
    const many = Array.from({ length: 25 }, (_, i) => order({ id: 100 - i, song_title: `Song ${100 - i}` }));
    const fetchMock = signedIn([], {
      getMyOrders: (_body, _init, url) => {
        const start = url.searchParams.get('cursor') === 'next' ? 20 : 0;
        const limit = Number(url.searchParams.get('limit'));
        const headers: Record<string, string> = start + limit < many.length ? { 'X-Next-Cursor': 'next' } : {};
        return { body: many.slice(start, start + limit), headers };
      },
    });
    const { user } = renderApp('/orders');
    expect(await screen.findByRole('tab', { name: 'All Orders (20+)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('article', { name: 'Song 76' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('article', { name: 'Song 76' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('tab', { name: 'All Orders (25)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, 'getMyOrders').map((u) => [u.searchParams.get('limit'), u.searchParams.get('cursor')])).toEqual([
      ['20', null],
      ['20', 'next'],
    ]);
  });

  it('shows each card with its invoice number, status, amount, method and what to do next', async () => {
    signedIn([completed, pendingNoDetails, pendingSubmitted, failed, card]);
    renderApp('/orders');

    const done = within(await screen.findByRole('article', { name: 'Monsoon' }));
    expect(done.getByText('Order INV-20250314-011')).toBeInTheDocument();
    expect(done.queryByText(/#11\b/)).not.toBeInTheDocument();
    expect(done.getByText('Completed')).toBeInTheDocument();
    expect(done.getByText('৳274')).toBeInTheDocument();
    expect(done.getByText('bKash')).toBeInTheDocument();
    expect(done.getByText('KEY1-KEY2-KEY3')).toBeInTheDocument();
    expect(done.getByRole('button', { name: 'Download Song' })).toBeInTheDocument();
    expect(done.getByRole('button', { name: 'License PDF' })).toBeInTheDocument();

    const waiting = within(cardOf('Dhaka Nights'));
    // An unpaid order says so beside its Pay Now; nothing is 'being processed' before a payment exists.
    expect(waiting.getByText('Awaiting payment')).toBeInTheDocument();
    expect(waiting.getByText('Not paid yet. Pay now to get your licence and download.')).toBeInTheDocument();
    expect(waiting.queryByText(/being processed/)).not.toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/invoice/12');
    expect(waiting.queryByRole('button', { name: 'Download Song' })).not.toBeInTheDocument();

    const submitted = within(cardOf('River Song'));
    expect(submitted.getByText('Payment submitted')).toBeInTheDocument();
    expect(submitted.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();

    const rejected = within(cardOf('Old Tape'));
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Payment rejected. Please try purchasing again or contact support.')).toBeInTheDocument();
    expect(rejected.getByText('Reason: Transaction not found')).toBeInTheDocument();

    expect(within(cardOf('Night Drive')).getByText('$2.49')).toBeInTheDocument();
  });

  it('shows the empty state when there are no orders', async () => {
    signedIn([]);
    renderApp('/orders');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Start browsing songs to make your first purchase')).toBeInTheDocument();
  });

  it('downloads the song and the licence by following the short-lived links the API returns', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const success = vi.spyOn(toast, 'success');
    const fetchMock = signedIn([completed], {
      [routeKey('downloadOrder', { orderId: 11 })]: {
        body: { url: 'http://media.local/song.mp3?sig=1', filename: 'Monsoon.mp3', expiresAt: '2030-01-01T00:00:00Z' },
      },
      [routeKey('downloadLicense', { orderId: 11 })]: {
        body: { url: 'http://media.local/licence.pdf?sig=2', filename: 'Monsoon-licence.pdf', expiresAt: '2030-01-01T00:00:00Z' },
      },
    });
    await downloadSongAndLicence(success, 'Download started!', 'License downloaded!');

    expect(urlsOf(fetchMock, routeKey('downloadOrder', { orderId: 11 }))).toHaveLength(1);
    expect(urlsOf(fetchMock, routeKey('downloadLicense', { orderId: 11 }))).toHaveLength(1);
    expect(clicks).toEqual([
      { href: 'http://media.local/song.mp3?sig=1', download: 'Monsoon.mp3' },
      { href: 'http://media.local/licence.pdf?sig=2', download: 'Monsoon-licence.pdf' },
    ]);
  });

  it('says so when a download link cannot be had', async () => {
    const error = vi.spyOn(toast, 'error');
    signedIn([completed], {
      [routeKey('downloadOrder', { orderId: 11 })]: { status: 500, body: { error: 'Internal error' } },
      [routeKey('downloadLicense', { orderId: 11 })]: { status: 403, body: { error: 'Forbidden' } },
    });
    await downloadSongAndLicence(error, 'Error downloading song. Please try again.', 'Error downloading license. Please try again.');
  });

  it('adds an Orders link to the navigation for a signed-in user only', async () => {
    signedIn([]);
    renderApp('/orders');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });
});
