import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '../../shared/api/catalogue';
import { callsTo, fieldRefused, renderApp, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { adminApiWith, expectAdminPage } from './admin-page';
import { fillAndPress, retype } from './form-fields';

preloadRoutes('admin', 'admin-payment-settings');

afterEach(() => vi.restoreAllMocks());

const stored: PaymentSettings = {
  bkash: '01311000001',
  bkash_enabled: true,
  nagad: '01411000002',
  nagad_enabled: true,
  rocket: '',
  rocket_enabled: false,
  bank_name: 'Eastern Bank',
  bank_account: '1100220033',
  bank_routing: '095261725',
};

const asAdmin = adminApiWith({
  getPaymentSettings: { body: stored },
});

const form = async () => within(await screen.findByRole('form', { name: 'Payment settings' }));

describe('/admin/payment-settings', () => {
  it('is the Wallet Settings entry of the sidebar and shows the stored numbers and bank account', async () => {
    asAdmin();
    renderApp('/admin/payment-settings');

    await expectAdminPage('Wallet Settings', 'Wallet Settings');
    const f = await form();
    expect(f.getByLabelText('bKash number')).toHaveValue('01311000001');
    expect(f.getByLabelText('Enable bKash')).toBeChecked();
    expect(f.getByLabelText('Nagad number')).toHaveValue('01411000002');
    expect(f.getByLabelText('Enable Rocket')).not.toBeChecked();
    expect(f.getByLabelText('Rocket number')).toHaveValue('');
    expect(f.getByLabelText('Bank name')).toHaveValue('Eastern Bank');
    expect(f.getByLabelText('Account number')).toHaveValue('1100220033');
    expect(f.getByLabelText('Routing number')).toHaveValue('095261725');
  });

  it('saves every field, with spaces and dashes dropped from numbers, and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ updatePaymentSettings: (body) => ({ body }) });
    const { user } = renderApp('/admin/payment-settings');
    const f = await form();

    await retype(user, f, 'bKash number', '017 9876-5432');
    await user.click(f.getByLabelText('Enable Rocket'));
    await user.type(f.getByLabelText('Rocket number'), '01998765432');
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    await expectSent(success, 'Payment settings saved successfully!', fetchMock, 'updatePaymentSettings', {
      ...stored,
      bkash: '01798765432',
      rocket: '01998765432',
      rocket_enabled: true,
    });
  });

  it('names the field at fault and sends nothing: a wrong number, an enabled wallet without one, a bank account without routing', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/payment-settings');
    const f = await form();

    await fillAndPress(user, f, { 'bKash number': '01212345678', 'Nagad number': '', 'Routing number': '' }, 'Save Settings');

    expect(await f.findByText('bKash number must be a Bangladeshi mobile number like 01XXXXXXXXX')).toBeInTheDocument();
    expect(f.getByLabelText('bKash number')).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByText('Enter the Nagad number or turn Nagad off')).toBeInTheDocument();
    expect(f.getByText('Enter the routing number for the bank account')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'updatePaymentSettings')).toHaveLength(0);
  });

  it('keeps at least one payment method enabled', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/payment-settings');
    const f = await form();

    await user.click(f.getByLabelText('Enable bKash'));
    await user.click(f.getByLabelText('Enable Nagad'));
    for (const label of ['Bank name', 'Account number', 'Routing number']) await user.clear(f.getByLabelText(label));
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    expect(await f.findByRole('alert')).toHaveTextContent('Keep at least one payment method enabled');
    expect(callsTo(fetchMock, 'updatePaymentSettings')).toHaveLength(0);
  });

  it("shows the server's reason on its field and 'Failed to save settings' when the save is refused", async () => {
    const failure = vi.spyOn(toast, 'error');
    asAdmin({ updatePaymentSettings: fieldRefused('body.bank_name', 'Bank name may hold only letters') });
    const { user } = renderApp('/admin/payment-settings');
    const f = await form();
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to save settings'));
    expect(await f.findByText('Bank name may hold only letters')).toBeInTheDocument();
    expect(f.getByLabelText('Bank name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    asAdmin({ getPaymentSettings: { status: 500, body: { error: 'boom' } } });
    renderApp('/admin/payment-settings');
    expect(await screen.findByRole('heading', { name: 'Could not load the payment settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
