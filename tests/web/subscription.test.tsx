import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRM_MS } from '../../web/src/components/ui/copy-button';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, type MockResponse, routeKey, preloadRoutes } from './render-app';
import { activeMethods } from './order-fixtures';
import { plans, subscriptionInvoice } from './subscription-fixtures';
import { publicSiteSettings } from './settings-fixtures';
import { continueAsGuest } from './guest-dialog';

preloadRoutes('subscription', 'subscription-invoice', 'pricing');

afterEach(() => vi.restoreAllMocks());

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article')!;
const SUB_ID = '01JSUB0000000000000000000A';

describe('/subscription', () => {
  it('lists each plan with its allowance and what its quality and licence tier deliver, never FLAC from a WAV tier', async () => {
    mockApi({ listPlans: { body: plans } });
    renderApp('/subscription');

    const pro = within(await card('Pro'));
    expect(pro.getByText('Most Popular')).toBeInTheDocument();
    expect(pro.getByText('50 downloads')).toBeInTheDocument();
    for (const feature of ['320 kbps MP3', 'Commercial licence on every download']) expect(pro.getByText(feature)).toBeInTheDocument();
    const unlimited = within(await card('Unlimited'));
    expect(unlimited.getByText('WAV, 320 kbps MP3')).toBeInTheDocument();
    expect(unlimited.getByText('7-day free trial')).toBeInTheDocument();
    expect(screen.queryByText(/FLAC/)).not.toBeInTheDocument();
    // No promise the product does not keep (issue 20): there is no round-the-clock support desk.
    expect(screen.queryByText(/24\/7/)).not.toBeInTheDocument();
    expect(within(await card('Unlimited')).getByText('Unlimited', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('All plans include access to our entire music library. Cancel anytime.')).toBeInTheDocument();
  });

  it("shows 'Processing...' while the plan is bought, then opens its subscription invoice", async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: (value: MockResponse) => void = () => {};
    localStorage.setItem('token', fakeToken());
    const fetchMock = mockApi({
      getMe: { body: apiUser() },
      listPlans: { body: plans },
      purchaseSubscription: () => new Promise<MockResponse>((resolve) => (answer = resolve)),
      [routeKey('getSubscriptionInvoice', { subscriptionId: '01JSUB0000000000000000000A' })]: { body: subscriptionInvoice() },
      getActivePaymentMethods: { body: activeMethods },
    });
    const { user, router } = renderApp('/subscription');

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));

    expect(await within(await card('Pro')).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(await card('Basic')).getByRole('button', { name: 'Get Started with Basic' })).toBeDisabled();
    expect(callsTo(fetchMock, 'purchaseSubscription')[0]?.body).toEqual({ planId: 'pro', paymentMethod: 'bkash' });

    answer({ status: 201, body: { subscriptionId: SUB_ID, orderId: 31, status: 'pending_payment' } });
    await waitFor(() => expect(currentPath(router)).toBe(`/subscription-invoice/${SUB_ID}`));
    // The order's one public name, and the words say what happened: an invoice, not a purchase.
    expect(await screen.findByTestId('subscription-reference')).toHaveTextContent('INV-20250314-031');
    expect(success).toHaveBeenCalledWith('Invoice created: your plan starts once it is paid.');
    expect(success).not.toHaveBeenCalledWith(expect.stringMatching(/purchased successfully/));
  });

  it("shows the server's error, or 'Purchase failed'", async () => {
    const error = vi.spyOn(toast, 'error');
    localStorage.setItem('token', fakeToken());
    let status = 409;
    mockApi({
      getMe: { body: apiUser() },
      listPlans: { body: plans },
      purchaseSubscription: () =>
        status === 409
          ? { status, body: { error: 'You already have an active subscription', message: 'x', code: 'CONFLICT' } }
          : { status, body: {} },
    });
    const { user } = renderApp('/subscription');

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an active subscription');

    status = 500;
    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Purchase failed'));
  });

  it('asks a visitor to sign in within a dialog on the page and sends nothing until then', async () => {
    const fetchMock = mockApi({ listPlans: { body: plans } });
    const { user, router } = renderApp('/subscription');

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to subscribe' });
    expect(
      within(dialog).getByText('Create an account or sign in to subscribe to Pro. You come straight back to this plan.'),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/subscription');
    expect(callsTo(fetchMock, 'purchaseSubscription')).toHaveLength(0);
  });

  it('offers a visitor Continue as guest with an email while the store allows guest checkout, and opens the guest order page', async () => {
    const fetchMock = mockApi({
      getPublicSiteSettings: {
        body: publicSiteSettings({ siteName: 'Music Marketplace', siteDescription: 'Songs', allowGuestCheckout: true }),
      },
      listPlans: { body: plans },
      getActivePaymentMethods: { body: activeMethods },
      purchaseSubscription: {
        status: 201,
        body: { subscriptionId: SUB_ID, orderId: 91, status: 'pending_payment', guestToken: 'p'.repeat(43) },
      },
      [routeKey('getGuestOrder', { orderId: 91 })]: { status: 404, body: { error: 'Order not found' } },
    });
    const { user, router } = renderApp('/subscription');

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro' });
    await within(dialog).findByRole('radio', { name: /bKash/ });
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await continueAsGuest(user, dialog, 'guest@example.com', router, 91);
    expect(callsTo(fetchMock, 'purchaseSubscription')[0]?.body).toEqual({
      planId: 'pro',
      paymentMethod: 'bkash',
      email: 'guest@example.com',
    });
    expect(localStorage.getItem('guest-order:91')).toBe('p'.repeat(43));
  });
});

/** A signed-in buyer's store with the invoice `invoice` awaiting payment (by default), and `payment` answering its submission. */
function invoiceStore(payment?: MockResponse | (() => MockResponse), invoice = subscriptionInvoice()) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    getActivePaymentMethods: { body: activeMethods },
    [routeKey('getSubscriptionInvoice', { subscriptionId: '01JSUB0000000000000000000A' })]: { body: invoice },
    [routeKey('submitSubscriptionPayment', { subscriptionId: '01JSUB0000000000000000000A' })]:
      typeof payment === 'function'
        ? payment
        : (payment ?? {
            body: subscriptionInvoice({
              status: 'pending_approval',
              manual_payment_details: {
                senderWallet: '01712345678',
                transactionId: 'TXN77',
                paymentMethod: 'bkash',
                submittedAt: '2025-03-14T10:00:00.000Z',
              },
            }),
          }),
    listPlans: { body: plans },
  });
}

describe('/subscription-invoice/:subscriptionId', () => {
  it("names the invoice by its order's invoice number only, never the internal order id", async () => {
    invoiceStore();
    renderApp(`/subscription-invoice/${SUB_ID}`);
    expect(await screen.findByTestId('subscription-reference')).toHaveTextContent('INV-20250314-031');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByText('Amount due')).toBeInTheDocument();
    expect(screen.queryByText(/#31\b/)).not.toBeInTheDocument();
  });

  it('shows a rejected invoice as Rejected with its reason, and no amount due', async () => {
    invoiceStore(undefined, subscriptionInvoice({ status: 'rejected', order_status: 'failed', rejection_reason: 'Transaction not found' }));
    renderApp(`/subscription-invoice/${SUB_ID}`);
    expect(await screen.findByTestId('rejection-reason')).toHaveTextContent('Reason: Transaction not found');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Rejected');
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
    expect(screen.getByText('Amount')).toBeInTheDocument();
  });

  it('shows a queued plan as paid, starting when the current plan ends', async () => {
    invoiceStore(undefined, subscriptionInvoice({ status: 'queued', order_status: 'completed', start_date: '2026-12-24T10:00:00.000Z' }));
    renderApp(`/subscription-invoice/${SUB_ID}`);
    const panel = await screen.findByRole('region', { name: 'Paid: starts when your current plan ends' });
    expect(
      within(panel).getByText('Your plan starts on 24 Dec 2026, when your current plan ends. Nothing more to pay.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });

  it('shows the plan summary, where to pay, and the approval note; copying confirms for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    invoiceStore();
    const { user } = renderApp(`/subscription-invoice/${SUB_ID}`, { advanceTimers: vi.advanceTimersByTime });
    const summary = within(await screen.findByRole('region', { name: 'Plan summary' }));
    expect(summary.getByText('Pro')).toBeInTheDocument();
    expect(summary.getByTestId('subscription-amount')).toHaveTextContent('৳2,199');
    expect(screen.getByText(/Admin approval usually takes 1 to 24 hours/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /bKash/ })).toBeChecked();
    expect(screen.getByText('01712345678')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(await screen.findByRole('button', { name: 'reference copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRM_MS);
    });
    expect(await screen.findByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
  });

  it('asks for the taka price when a plan started by card is paid by wallet (৳2,199, never $19.99)', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({
      getMe: { body: apiUser() },
      getActivePaymentMethods: { body: activeMethods },
      [routeKey('getSubscriptionInvoice', { subscriptionId: SUB_ID })]: {
        body: subscriptionInvoice({ amount: 19.99, currency: 'USD', payment_method: 'stripe' }),
      },
    });
    renderApp(`/subscription-invoice/${SUB_ID}`);
    const pay = within(await screen.findByRole('region', { name: 'Complete your payment' }));
    expect(pay.getByText(/Send ৳2,199, then confirm it below/)).toBeInTheDocument();
    expect(pay.queryByText(/\$19\.99/)).not.toBeInTheDocument();
  });

  it("offers Pay by card on a card invoice (a renewal included): Stripe's page for that plan", async () => {
    localStorage.setItem('token', fakeToken());
    const fetchMock = mockApi({
      getMe: { body: apiUser() },
      getActivePaymentMethods: { body: [...activeMethods, { type: 'card', name: 'stripe' }] },
      [routeKey('getSubscriptionInvoice', { subscriptionId: SUB_ID })]: {
        body: subscriptionInvoice({ amount: 19.99, currency: 'USD', payment_method: 'stripe' }),
      },
      purchaseSubscription: {
        status: 200,
        body: { subscriptionId: SUB_ID, orderId: 7, status: 'pending_payment', checkoutUrl: '#stripe' },
      },
    });
    const { user } = renderApp(`/subscription-invoice/${SUB_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(callsTo(fetchMock, 'purchaseSubscription')[0]?.body).toEqual({ planId: 'pro', paymentMethod: 'stripe' }));
    await waitFor(() => expect(window.location.hash).toBe('#stripe'));
  });

  it('offers no card button on a wallet invoice', async () => {
    invoiceStore();
    renderApp(`/subscription-invoice/${SUB_ID}`);
    expect(await screen.findByRole('region', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it("requires both fields ('Please fill in all payment details') and then shows the submitted state", async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = invoiceStore();
    const { user } = renderApp(`/subscription-invoice/${SUB_ID}`);
    const form = within(await screen.findByRole('form', { name: 'Confirm payment' }));
    await form.findByRole('radio', { name: /bKash/ });

    await user.click(form.getByRole('button', { name: 'Submit Payment' }));
    expect(await form.findByText('Please fill in all payment details')).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('submitSubscriptionPayment', { subscriptionId: '01JSUB0000000000000000000A' }))).toHaveLength(0);

    await user.click(form.getByRole('radio', { name: /Nagad/ }));
    await user.type(form.getByLabelText('NAGAD Number'), '01812345678');
    await user.type(form.getByLabelText('Transaction ID'), 'TXN77');
    await user.click(form.getByRole('button', { name: 'Submit Payment' }));

    const submitted = within(await screen.findByRole('region', { name: 'Payment Submitted' }));
    expect(success).toHaveBeenCalledWith('Payment submitted successfully! Your subscription will be activated after admin approval.');
    expect(callsTo(fetchMock, routeKey('submitSubscriptionPayment', { subscriptionId: '01JSUB0000000000000000000A' }))[0]?.body).toEqual({
      senderWallet: '01812345678',
      transactionId: 'TXN77',
      paymentMethod: 'nagad',
    });
    expect(submitted.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(submitted.getByRole('link', { name: 'My Downloads' })).toHaveAttribute('href', '/dashboard#downloads');
    expect(screen.queryByRole('form', { name: 'Confirm payment' })).not.toBeInTheDocument();
  });

  it("says 'Failed to submit payment' with the server's reason", async () => {
    invoiceStore({ status: 409, body: { error: 'This transaction ID has already been used', message: 'x', code: 'CONFLICT' } });
    const { user } = renderApp(`/subscription-invoice/${SUB_ID}`);
    const form = within(await screen.findByRole('form', { name: 'Confirm payment' }));
    await user.type(await form.findByLabelText('BKASH Number'), '01712345678');
    await user.type(form.getByLabelText('Transaction ID'), 'TXN77');
    await user.click(form.getByRole('button', { name: 'Submit Payment' }));

    expect(await form.findByText('Failed to submit payment')).toBeInTheDocument();
    expect(form.getByText('This transaction ID has already been used')).toBeInTheDocument();
  });

  it('sends an unknown subscription to /pricing', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { body: apiUser() }, listPlans: { body: plans } });
    const { router } = renderApp('/subscription-invoice/NOPE');
    await waitFor(() => expect(currentPath(router)).toBe('/pricing'));
    expect(await screen.findByText('Subscription not found')).toBeInTheDocument();
  });
});
