import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, type Handler, type MockResponse, preloadRoutes } from './render-app';
import { activeMethods } from './order-fixtures';
import { plans } from './subscription-fixtures';
import { expectMovedAfterOneSecond } from './timed-redirect';
import { expectRefusedUnsent } from './form-fields';

preloadRoutes('pricing', 'checkout', 'dashboard');

afterEach(() => vi.restoreAllMocks());

const pro = plans[1]!;
const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article')!;

describe('/pricing', () => {
  it("shows every plan in taka by default, switches to dollars, and marks Pro 'Most Popular'", async () => {
    mockApi({ listPlans: { body: plans } });
    const { user } = renderApp('/pricing');

    const proCard = within(await card('Pro'));
    expect(proCard.getByText('Most Popular')).toBeInTheDocument();
    expect(proCard.getByTestId('plan-price-pro')).toHaveTextContent('৳2,199');
    expect(proCard.getByText('/month')).toBeInTheDocument();
    expect(proCard.getByText('50 downloads')).toBeInTheDocument();
    expect(proCard.getByText('per month')).toBeInTheDocument();
    expect(proCard.getByText('Commercial licence on every download')).toBeInTheDocument();
    expect(within(await card('Basic')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(await card('Unlimited')).getByText('Unlimited', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '৳ BDT' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '$ USD' }));

    expect(proCard.getByTestId('plan-price-pro')).toHaveTextContent('$19.99');
    expect(within(await card('Basic')).getByTestId('plan-price-basic')).toHaveTextContent('$9.99');
    expect(localStorage.getItem('preferredCurrency')).toBe('USD');
  });

  it('signs a visitor in inside a dialog on /pricing and goes on to checkout with the plan they chose', async () => {
    const fetchMock = mockApi({
      listPlans: { body: plans },
      getActivePaymentMethods: { body: activeMethods },
      login: { body: { token: fakeToken(), user: apiUser() } },
      getMe: { body: apiUser() },
    });
    const { user, router } = renderApp('/pricing');

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to subscribe' });
    expect(currentPath(router)).toBe('/pricing');
    const panel = await within(dialog).findByTestId('auth-panel');
    await user.click(within(panel).getByRole('tab', { name: 'Login' }));
    await user.type(within(panel).getByLabelText('Email'), 'rina@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'whatever-it-is');
    await user.click(within(panel).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath(router)).toBe('/checkout'), { timeout: 5000 });
    expect((router.state.location.state as { plan: { id: string } }).plan).toEqual(pro);
    expect(screen.queryByRole('dialog', { name: 'Sign in to subscribe' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'login')).toHaveLength(1);
  });

  it('takes a signed-in user to /checkout after 1 second, with the plan in navigation state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', fakeToken());
    mockApi({
      getMe: { body: apiUser() },
      listPlans: { body: plans },
      getActivePaymentMethods: { body: activeMethods },
    });
    const { user, router } = renderApp('/pricing', { advanceTimers: vi.advanceTimersByTime });

    await user.click(within(await card('Pro')).getByRole('button', { name: 'Get Started with Pro' }));

    await expectMovedAfterOneSecond(router, '/pricing', '/checkout');
    expect((router.state.location.state as { plan: { id: string } }).plan).toEqual(pro);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('৳2,199');
  });

  it("says 'Failed to load pricing plans' when the plans cannot be loaded", async () => {
    mockApi({ listPlans: { status: 500, body: { error: 'Internal server error' } } });
    renderApp('/pricing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pricing plans');
  });
});

function signedInCheckout(create?: Handler | MockResponse) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    getActivePaymentMethods: { body: activeMethods },
    createSubscription: create ?? { status: 201, body: { subscriptionId: '01JSUB', orderId: 31, status: 'pending_approval' } },
  });
}

async function openPaymentModal(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
  await within(dialog).findByRole('radio', { name: /bKash/ });
  return within(dialog);
}

describe('/checkout', () => {
  it('goes back to /pricing without a plan in navigation state', async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { body: apiUser() }, listPlans: { body: plans } });
    const { router } = renderApp('/checkout');
    await waitFor(() => expect(currentPath(router)).toBe('/pricing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
  });

  it("asks for the method's sender number and a transaction ID, and requires both", async () => {
    const fetchMock = signedInCheckout();
    const { user } = renderApp({ pathname: '/checkout', state: { plan: pro } });
    const dialog = await openPaymentModal(user);

    expect(dialog.getByText('Send exact amount. After payment, fill the form below.')).toBeInTheDocument();
    expect(dialog.getByLabelText('BKASH Number')).toHaveAttribute('placeholder', '01XXXXXXXXX');
    expect(dialog.getByLabelText('Transaction ID')).toHaveAttribute('placeholder', 'TXN123456789');
    expect(dialog.getByText('01712345678')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: /Bank Transfer/ }));
    expect(dialog.getByLabelText('Your Bank Account Number')).toBeInTheDocument();
    expect(dialog.getByText('1234567890')).toBeInTheDocument();

    await expectRefusedUnsent(user, dialog, 'Submit Payment', ['Please fill all payment details'], {
      fetchMock,
      route: 'createSubscription',
    });
  });

  it('submits the plan, the payment and the amount in taka, then goes to /dashboard', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = signedInCheckout();
    const { user, router } = renderApp({ pathname: '/checkout', state: { plan: pro } });
    const dialog = await openPaymentModal(user);

    await user.type(dialog.getByLabelText('BKASH Number'), '01712345678');
    await user.type(dialog.getByLabelText('Transaction ID'), 'TXN42');
    await user.click(dialog.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(callsTo(fetchMock, 'createSubscription')[0]?.body).toEqual({
      planId: 'pro',
      senderWallet: '01712345678',
      transactionId: 'TXN42',
      paymentMethod: 'bkash',
      amount: 2199,
    });
    expect(success).toHaveBeenCalledWith('Payment details submitted! Your subscription is pending admin approval.');
  });

  it('sends the dollar price when the display currency is USD', async () => {
    localStorage.setItem('preferredCurrency', 'USD');
    const fetchMock = signedInCheckout();
    const { user, router } = renderApp({ pathname: '/checkout', state: { plan: pro } });
    expect(await screen.findByTestId('checkout-amount')).toHaveTextContent('$19.99');
    const dialog = await openPaymentModal(user);

    await user.type(dialog.getByLabelText('BKASH Number'), '01712345678');
    await user.type(dialog.getByLabelText('Transaction ID'), 'TXN43');
    await user.click(dialog.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(callsTo(fetchMock, 'createSubscription')[0]?.body).toMatchObject({ amount: 19.99 });
  });

  it("shows the server's error, or 'Failed to submit payment details' without an answer", async () => {
    let answer: () => Promise<Response> | { status: number; body: unknown } = () => ({
      status: 409,
      body: { error: 'This transaction ID has already been used', message: 'This transaction ID has already been used', code: 'CONFLICT' },
    });
    signedInCheckout(() => answer() as { status: number; body: unknown });
    const { user, router } = renderApp({ pathname: '/checkout', state: { plan: pro } });
    const dialog = await openPaymentModal(user);
    await user.type(dialog.getByLabelText('BKASH Number'), '01712345678');
    await user.type(dialog.getByLabelText('Transaction ID'), 'TXN42');

    await user.click(dialog.getByRole('button', { name: 'Submit Payment' }));
    expect(await dialog.findByText('This transaction ID has already been used')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/checkout');

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(dialog.getByRole('button', { name: 'Submit Payment' }));
    expect(await dialog.findByText('Failed to submit payment details')).toBeInTheDocument();
  });
});
