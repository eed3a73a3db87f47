/**
 * Back from a payment provider's page (issue 23): PayPal's return captures the approved payment
 * once and shows the licence; a failed or cancelled payment says nothing was charged and offers
 * to pay again on a fresh hosted page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../shared/api/orders';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { activeMethods, order } from './order-fixtures';
import { song } from './song-fixtures';

preloadRoutes('invoice');

const paypalOrder = (overrides: Partial<Order> = {}) =>
  order({ id: 42, payment_method: 'paypal', currency: 'USD', amount: 2.49, payment_reference: 'PAYPAL42', ...overrides });

function signedIn(current: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    [routeKey('getOrder', { orderId: current.id })]: { body: current },
    getActivePaymentMethods: { body: [...activeMethods, { type: 'gateway', name: 'paypal' }] },
    ...extra,
  });
}

describe('returning from a payment provider', () => {
  it("captures a PayPal approval once on return and shows the approved order's next step", async () => {
    const completed = paypalOrder({ status: 'completed', payment_status: 'completed', license_key: 'MM-AAAAA-BBBBB-CCCCC-DDDDD' });
    let captured = false;
    const fetchMock = signedIn(paypalOrder(), {
      // The server's order is completed once captured.
      [routeKey('getOrder', { orderId: 42 })]: () => ({ body: captured ? completed : paypalOrder() }),
      [routeKey('capturePaypalOrder', { orderId: 42 })]: () => {
        captured = true;
        return { body: completed };
      },
    });
    renderApp('/invoice/42?payment=paypal&token=PAYPAL42&PayerID=X1');
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'capturePaypalOrder')).toHaveLength(1);
  });

  it("shows PayPal's refusal of the capture and offers to try again", async () => {
    signedIn(paypalOrder(), {
      [routeKey('capturePaypalOrder', { orderId: 42 })]: {
        status: 409,
        body: {
          error: 'The payment was not approved on PayPal yet',
          message: 'The payment was not approved on PayPal yet',
          code: 'PAYPAL_NOT_APPROVED',
        },
      },
    });
    renderApp('/invoice/42?payment=paypal&token=PAYPAL42');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('The payment was not approved on PayPal yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed payment offers a retry that opens a fresh hosted page for the same order', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = signedIn(paypalOrder(), {
      createOrder: { status: 200, body: { orderId: 42, existing: true, checkoutUrl: 'https://paypal.test/checkoutnow?token=NEW' } },
    });
    const { user } = renderApp('/invoice/42?payment=cancelled');
    expect(await screen.findByText(/was not completed, so nothing was charged/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'capturePaypalOrder')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/checkoutnow?token=NEW'));
    expect(callsTo(fetchMock, 'createOrder')[0]?.body).toEqual({ songId: 'song-42', paymentMethod: 'paypal', amount: 2.49 });
    vi.unstubAllGlobals();
  });

  it('a pending gateway order offers its own provider, not the manual payment form', async () => {
    signedIn(paypalOrder({ payment_method: 'sslcommerz', currency: 'BDT', amount: 274 }));
    renderApp('/invoice/42');
    expect(await screen.findByRole('heading', { name: 'Awaiting payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with SSLCommerz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });
});

describe('choosing a gateway in the purchase dialog', () => {
  it('offers SSLCommerz and PayPal only while enabled, sends the taka or dollar price, and goes to the hosted page', async () => {
    await import('../../web/src/app/routes/browse');
    await import('../../web/src/features/browse/components/purchase-dialog');
    const blue = song({ id: 'song-42', title: 'Blue Monday', artist: 'Nadia Sultana', price: 2.49 });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('token', fakeToken());
    const fetchMock = mockApi({
      getMe: { body: apiUser() },
      listSongs: { body: [blue] },
      [routeKey('getSong', { songId: 'song-42' })]: { body: blue },
      getActivePaymentMethods: { body: [...activeMethods, { type: 'gateway', name: 'sslcommerz' }] },
      createOrder: { status: 201, body: { orderId: 77, existing: false, checkoutUrl: 'https://sslcommerz.test/pay/ABC' } },
    });
    const { user } = renderApp('/browse?buy=song-42');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
    await user.click(await within(dialog).findByRole('radio', { name: /SSLCommerz/ }));
    expect(within(dialog).queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/secure page of SSLCommerz/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Purchase Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sslcommerz.test/pay/ABC'));
    expect(callsTo(fetchMock, 'createOrder')[0]?.body).toEqual({ songId: 'song-42', paymentMethod: 'sslcommerz', amount: 274 });
    vi.unstubAllGlobals();
  });
});
