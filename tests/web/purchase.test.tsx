import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiUser,
  callsTo,
  currentPath,
  fakeToken,
  heldResponse,
  mockApi,
  renderApp,
  routeKey,
  type Handler,
  type MockResponse,
} from './render-app';
import { publicSiteSettings } from './settings-fixtures';
import { activeMethods } from './order-fixtures';
import { song } from './song-fixtures';
import { continueAsGuest } from './guest-dialog';

beforeAll(async () => {
  await import('../../web/src/app/routes/browse');
  await import('../../web/src/features/browse/components/purchase-dialog');
});

const blue = song({ id: 'song-42', title: 'Blue Monday', artist: 'Nadia Sultana', price: 2.49 });

function signedInStore(createOrder: MockResponse | Handler) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    listSongs: { body: [blue] },
    [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
    getActivePaymentMethods: { body: activeMethods },
    createOrder: typeof createOrder === 'function' ? createOrder : () => createOrder,
    [routeKey('getOrder', { orderId: 77 })]: { status: 404, body: { error: 'Order not found' } },
  });
}

const findDialog = async () => screen.findByRole('dialog', { name: 'Complete Purchase' });

describe('purchase dialog (?buy=<songId>)', () => {
  it('shows the song in taka and dollars, offers the active methods with bkash chosen, and opens the invoice on success', async () => {
    const fetchMock = signedInStore({ status: 201, body: { orderId: 77, existing: false } });
    const { user, router } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();

    expect(await within(dialog).findByText('Blue Monday')).toBeInTheDocument();
    expect(within(dialog).getByTestId('purchase-price')).toHaveTextContent('৳274');
    expect(within(dialog).getByText('$2.49')).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: /bKash/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Nagad/ })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Bank Transfer/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Rocket/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/licence key and download access arrive in your account/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Nagad/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Purchase Now' }));

    await waitFor(() => expect(currentPath(router)).toBe('/invoice/77'));
    expect(callsTo(fetchMock, 'createOrder')[0]?.body).toEqual({ songId: 'song-42', paymentMethod: 'nagad', amount: 274 });
  });

  it('disables Purchase Now while the order is created', async () => {
    const order = heldResponse();
    signedInStore(order.handler);
    const { user } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();
    await within(dialog).findByRole('radio', { name: /bKash/ });

    await user.click(within(dialog).getByRole('button', { name: 'Purchase Now' }));
    expect(within(dialog).getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
    await order.respond({ status: 201, body: { orderId: 77, existing: false } });
  });

  it("keeps the dialog open and shows 'Error: ' with the server's error when the purchase is refused", async () => {
    const error = vi.spyOn(toast, 'error');
    signedInStore({ status: 409, body: { error: 'You already own this song', message: 'You already own this song', code: 'CONFLICT' } });
    const { user, router } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();
    await within(dialog).findByRole('radio', { name: /bKash/ });

    await user.click(within(dialog).getByRole('button', { name: 'Purchase Now' }));

    expect(await within(dialog).findByText('Error: You already own this song')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error: You already own this song');
    expect(screen.getByRole('dialog', { name: 'Complete Purchase' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/browse');
    expect(within(dialog).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    error.mockRestore();
  });

  it("says 'Purchase failed. Please try again.' when the request never gets an answer", async () => {
    localStorage.setItem('token', fakeToken());
    const fetchMock = mockApi({
      getMe: { body: apiUser() },
      listSongs: { body: [blue] },
      [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
      getActivePaymentMethods: { body: activeMethods },
    });
    const { user } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();
    await within(dialog).findByRole('radio', { name: /bKash/ });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return original(input, init);
    });

    await user.click(within(dialog).getByRole('button', { name: 'Purchase Now' }));
    expect(await within(dialog).findByText('Purchase failed. Please try again.')).toBeInTheDocument();
  });

  it('closes on Cancel and drops ?buy from the URL', async () => {
    signedInStore({ status: 201, body: { orderId: 77, existing: false } });
    const { user, router } = renderApp('/browse?genre=jazz&buy=song-42');
    const dialog = await findDialog();

    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete Purchase' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?genre=jazz');
  });

  it('offers a visitor Continue as guest with an email while the store allows guest checkout, and opens the guest order page', async () => {
    const fetchMock = mockApi({
      getPublicSiteSettings: {
        body: publicSiteSettings({ siteName: 'Music Marketplace', siteDescription: 'Songs', allowGuestCheckout: true }),
      },
      listSongs: { body: [blue] },
      [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
      getActivePaymentMethods: { body: activeMethods },
      createOrder: { status: 201, body: { orderId: 78, existing: false, guestToken: 'g'.repeat(43) } },
      [routeKey('getGuestOrder', { orderId: 78 })]: { status: 404, body: { error: 'Order not found' } },
    });
    const { user, router } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();
    await within(dialog).findByRole('radio', { name: /bKash/ });
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    // A guest has no My Orders: the licence and downloads come by mail.
    expect(
      within(dialog).getByText('Your licence key and download links are emailed to you as soon as the payment is confirmed.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/My Orders/)).not.toBeInTheDocument();
    await continueAsGuest(user, dialog, 'guest@example.com', router, 78);
    expect(callsTo(fetchMock, 'createOrder')[0]?.body).toEqual({
      songId: 'song-42',
      paymentMethod: 'bkash',
      amount: 274,
      email: 'guest@example.com',
    });
    expect(localStorage.getItem('guest-order:78')).toBe('g'.repeat(43));
  });

  it('signs a visitor up inside the dialog and goes on with the same purchase, signed in (no trip to /auth)', async () => {
    const fetchMock = mockApi({
      listSongs: { body: [blue] },
      [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
      getActivePaymentMethods: { body: activeMethods },
      register: { status: 201, body: { message: 'User created', user: apiUser({ name: 'Nadia Buyer', email: 'nadia@example.com' }) } },
      login: { body: { token: fakeToken({ name: 'Nadia Buyer' }), user: apiUser({ name: 'Nadia Buyer', email: 'nadia@example.com' }) } },
      getMe: { body: apiUser({ name: 'Nadia Buyer', email: 'nadia@example.com' }) },
    });
    const { user, router } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();
    expect(await within(dialog).findByText(/Create an account or sign in to buy this song/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Purchase Now' })).not.toBeInTheDocument();

    const panel = await within(dialog).findByTestId('auth-panel');
    await user.type(within(panel).getByLabelText('Full Name'), 'Nadia Buyer');
    await user.type(within(panel).getByLabelText('Email'), 'nadia@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'Tide-Pool-42');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'Tide-Pool-42');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByRole('button', { name: 'Purchase Now' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Blue Monday')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/browse');
    expect(new URLSearchParams(router.state.location.search).get('buy')).toBe('song-42');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(callsTo(fetchMock, 'login')[0]?.body).toEqual({ email: 'nadia@example.com', password: 'Tide-Pool-42' });
  });

  it('lets a visitor sign in from the guest purchase and come back to it as the buyer', async () => {
    mockApi({
      getPublicSiteSettings: {
        body: publicSiteSettings({ siteName: 'Music Marketplace', siteDescription: 'Songs', allowGuestCheckout: true }),
      },
      listSongs: { body: [blue] },
      [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
      getActivePaymentMethods: { body: activeMethods },
      login: { body: { token: fakeToken(), user: apiUser() } },
      getMe: { body: apiUser() },
    });
    const { user } = renderApp('/browse?buy=song-42');
    const dialog = await findDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in' }));
    const panel = await within(dialog).findByTestId('auth-panel');
    await user.click(within(panel).getByRole('tab', { name: 'Login' }));
    await user.type(within(panel).getByLabelText('Email'), 'rina@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'whatever-it-is');
    await user.click(within(panel).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('button', { name: 'Purchase Now' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your email')).not.toBeInTheDocument();
  });
});
