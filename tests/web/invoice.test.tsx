import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../shared/api/orders';
import { UNCONFIGURED_PAYMENT_SETTINGS } from '../../functions/domain/settings/defaults';
import { apiUser, callsTo, currentPath, fakeToken, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { expectSignInAsked } from './visitor';
import { activeMethods, order, submittedDetails } from './order-fixtures';

preloadRoutes('invoice');

function signedIn(current: Order, extra: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    [routeKey('getOrder', { orderId: current.id })]: { body: current },
    getActivePaymentMethods: { body: activeMethods },
    getPaymentSettings: {
      // A store that has published only its bKash number.
      body: { ...UNCONFIGURED_PAYMENT_SETTINGS, bkash: '01712345678', bkash_enabled: true },
    },
    ...extra,
  });
}

describe('/invoice/:orderId', () => {
  it('sends a visitor to /auth', () => expectSignInAsked('/invoice/42'));

  it("shows 'Order not found' and goes to /browse for an unknown order", async () => {
    const error = vi.spyOn(toast, 'error');
    localStorage.setItem('token', fakeToken());
    mockApi({ getMe: { body: apiUser() }, listSongs: { body: [] } });
    const { router } = renderApp('/invoice/999');
    await waitFor(() => expect(currentPath(router)).toBe('/browse'));
    expect(error).toHaveBeenCalledWith('Order not found');
    error.mockRestore();
  });

  it('names the order by its invoice number only (no internal reference or id), with its status, summary and the pending key text', async () => {
    signedIn(order({ id: 42 }));
    renderApp('/invoice/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'INV-20250314-042' })).toBeInTheDocument();
    expect(screen.queryByText(/#828|#42\b|Reference/)).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.queryByText(/being processed/)).not.toBeInTheDocument();
    expect(screen.getByText('Blue Monday')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('৳274');
    expect(screen.getByText('Will be generated after payment approval')).toBeInTheDocument();
    expect(screen.getByText('rina@example.com')).toBeInTheDocument();
  });

  it('Pay Now opens the payment modal with the store number; empty fields are refused; the details are sent', async () => {
    const submitted = order({ id: 42, manual_payment_details: { ...submittedDetails, transactionId: 'TXN999' } });
    const fetchMock = signedIn(order({ id: 42 }), { [routeKey('submitOrderPayment', { orderId: 42 })]: { body: submitted } });
    const { user } = renderApp('/invoice/42');

    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(await within(modal).findByText('01712345678')).toBeInTheDocument();
    expect(within(modal).getByText('Send exact amount. After payment, fill the form below.')).toBeInTheDocument();
    const sender = within(modal).getByLabelText('BKASH Number');
    expect(sender).toHaveAttribute('placeholder', '01XXXXXXXXX');
    expect(within(modal).getByLabelText('Transaction ID')).toHaveAttribute('placeholder', 'TXN123456789');

    await user.click(within(modal).getByRole('button', { name: 'Copy bKash number' }));
    expect(await navigator.clipboard.readText()).toBe('01712345678');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();

    await user.type(sender, '01711111111');
    await user.click(within(modal).getByRole('button', { name: 'Submit Payment' }));
    expect(within(modal).getByText('Please fill all payment details')).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('submitOrderPayment', { orderId: 42 }))).toHaveLength(0);

    await user.type(within(modal).getByLabelText('Transaction ID'), ' TXN999 ');
    await user.click(within(modal).getByRole('button', { name: 'Submit Payment' }));

    expect(await screen.findByText('Payment details submitted! Your order is pending admin approval.')).toBeInTheDocument();
    expect(callsTo(fetchMock, routeKey('submitOrderPayment', { orderId: 42 }))[0]?.body).toEqual({
      senderWallet: '01711111111',
      transactionId: 'TXN999',
      paymentMethod: 'bkash',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Details' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Payment submitted, awaiting approval' })).toBeInTheDocument();
  });

  it("shows 'Error: {message}' from the server and keeps the modal open", async () => {
    signedIn(order({ id: 42 }), {
      [routeKey('submitOrderPayment', { orderId: 42 })]: {
        status: 409,
        body: { error: 'This transaction ID has already been used', code: 'CONFLICT' },
      },
    });
    const { user } = renderApp('/invoice/42');
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Payment Details' });
    await user.type(within(modal).getByLabelText('BKASH Number'), '01711111111');
    await user.type(within(modal).getByLabelText('Transaction ID'), 'TXN1');
    await user.click(within(modal).getByRole('button', { name: 'Submit Payment' }));
    expect(await within(modal).findByText('Error: This transaction ID has already been used')).toBeInTheDocument();
  });

  it('asks a bank payer for their account number and shows the bank details', async () => {
    signedIn(order({ id: 43, payment_method: 'bank' }));
    const { user } = renderApp('/invoice/43');
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(within(modal).getByLabelText('Your Bank Account Number')).toBeInTheDocument();
    expect(await within(modal).findByText('1234567890')).toBeInTheDocument();
    expect(within(modal).getByText('City Bank')).toBeInTheDocument();
  });

  it('shows a submitted payment as pending approval, without Pay Now', async () => {
    signedIn(order({ id: 42, manual_payment_details: submittedDetails }));
    renderApp('/invoice/42');
    expect(await screen.findByRole('heading', { name: 'Payment submitted, awaiting approval' })).toBeInTheDocument();
    expect(screen.getByText(/usually takes 1 to 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('TXN1234')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('shows a completed order with its licence key, a copy button and Go to Downloads', async () => {
    const success = vi.spyOn(toast, 'success');
    signedIn(
      order({
        id: 42,
        status: 'completed',
        payment_status: 'completed',
        license_key: 'ABCD-EFGH-JKMN',
        manual_payment_details: submittedDetails,
      }),
    );
    const { user } = renderApp('/invoice/42');
    expect(await screen.findByTestId('license-key')).toHaveTextContent('ABCD-EFGH-JKMN');
    expect(screen.getByRole('link', { name: 'Go to Downloads' })).toHaveAttribute('href', '/orders');

    await user.click(screen.getByRole('button', { name: 'Copy license key' }));
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKMN');
    expect(success).toHaveBeenCalledWith('Copied to clipboard!', { duration: 2000 });
    expect(screen.getByRole('button', { name: 'license key copied' })).toBeInTheDocument();
    success.mockRestore();
  });

  it('shows the rejection reason of a failed order', async () => {
    signedIn(order({ id: 42, status: 'failed', payment_status: 'failed', rejection_reason: 'Transaction not found' }));
    renderApp('/invoice/42');
    expect(await screen.findByRole('heading', { name: 'Payment rejected' })).toBeInTheDocument();
    expect(screen.getByText('Transaction not found')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Rejected');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('shows a refunded order as Refunded with its licence revoked, never as awaiting payment', async () => {
    signedIn(
      order({ id: 42, status: 'refunded', payment_status: 'refunded', manual_payment_details: submittedDetails, license_key: 'KEY-1' }),
    );
    renderApp('/invoice/42');
    expect(await screen.findByRole('heading', { name: 'Refunded' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Refunded');
    expect(screen.getByText('Refunded: the licence of this order is revoked.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says a payment paid back without a licence (its song sold exclusively to another buyer) issued none', async () => {
    signedIn(order({ id: 42, status: 'refunded', payment_status: 'refunded', payment_method: 'stripe', currency: 'USD', amount: 19.99 }));
    renderApp('/invoice/42');
    expect(await screen.findByRole('heading', { name: 'Refunded' })).toBeInTheDocument();
    expect(screen.getByText('Refunded: your payment was paid back. No licence was issued for this order.')).toBeInTheDocument();
    expect(screen.queryByText(/licence of this order is revoked/)).not.toBeInTheDocument();
  });
});
