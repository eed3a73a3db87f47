import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderApp, type Handler, type MockResponse, preloadRoutes } from './render-app';
import { settingsAdmin, systemSettings } from './settings-fixtures';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('admin', 'admin-settings');

afterEach(() => vi.restoreAllMocks());

const stored = systemSettings({
  siteDescription: 'Music for makers',
  siteUrl: 'https://beatbazaar.example',
  contactEmail: 'hello@beatbazaar.example',
  supportEmail: 'help@beatbazaar.example',
  enableSMTP: true,
  smtpHost: 'smtp.beatbazaar.example',
  smtpUser: 'mailer',
  smtpPassword: '••••9876',
});

const asAdmin = (handlers: Record<string, MockResponse | Handler> = {}) =>
  settingsAdmin(stored, { updateSystemSettings: (body) => ({ body }), ...handlers });

const form = async () => within(await screen.findByRole('form', { name: 'System settings' }));

describe('/admin/settings', () => {
  it('shows the stored settings in five tabs, linked from the sidebar instead of a Soon placeholder', async () => {
    asAdmin();
    const { user } = renderApp('/admin/settings');
    const f = await form();
    const sidebar = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument();
    expect(f.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Business', 'Security', 'Email', 'Notifications']);
    expect(f.getByLabelText('Site name')).toHaveValue('Beat Bazaar');
    expect(f.getByLabelText('Currency')).toHaveValue('USD');

    await user.click(f.getByRole('tab', { name: 'Business' }));
    expect(f.getByLabelText('Commission rate (%)')).toHaveValue(10);
    expect(f.getByLabelText('Minimum price')).toHaveValue(5);
    expect(f.getByLabelText('WAV')).toBeChecked();

    await user.click(f.getByRole('tab', { name: 'Email' }));
    expect(f.getByLabelText('SMTP password')).toHaveValue('••••9876');
  });

  it('saves every field with one Save, sending the masked password back unchanged', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = asAdmin();
    const { user } = renderApp('/admin/settings');
    const f = await form();
    await retype(user, f, 'Site name', 'Loud Shop');
    await user.click(f.getByRole('tab', { name: 'Business' }));
    await user.click(f.getByLabelText('FLAC'));
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(callsTo(api, 'updateSystemSettings')).toHaveLength(1));
    expect(callsTo(api, 'updateSystemSettings')[0]!.body).toEqual({ ...stored, siteName: 'Loud Shop', allowedFormats: ['mp3', 'wav'] });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Settings saved successfully!'));
  });

  it('refuses a minimum price above the maximum before sending, on the Business tab', async () => {
    const api = asAdmin();
    const { user } = renderApp('/admin/settings');
    const f = await form();
    await user.click(f.getByRole('tab', { name: 'Business' }));
    await retype(user, f, 'Minimum price', '600');
    await user.click(f.getByRole('tab', { name: 'General' }));
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    expect(await f.findByText('Minimum price must not exceed the maximum price')).toBeInTheDocument();
    expect(f.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(api, 'updateSystemSettings')).toHaveLength(0);
  });

  it('saves the artists’ minimum payout in taka with its dollar value shown, and refuses a fraction before sending', async () => {
    const api = asAdmin();
    const { user } = renderApp('/admin/settings');
    const f = await form();
    await user.click(f.getByRole('tab', { name: 'Business' }));
    const field = f.getByLabelText('Minimum payout (BDT)');
    expect(field).toHaveValue(1000);
    expect(f.getByText('Artists are paid in taka; ৳1,000 is $9.09.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '1500.5');
    await expectRefusedUnsent(user, f, 'Save Settings', ['Minimum payout must be a whole number of taka'], {
      fetchMock: api,
      route: 'updateSystemSettings',
    });

    await user.clear(field);
    await user.type(field, '2200');
    expect(f.getByText('Artists are paid in taka; ৳2,200 is $20.00.')).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsTo(api, 'updateSystemSettings')).toHaveLength(1));
    expect(callsTo(api, 'updateSystemSettings')[0]!.body).toEqual({ ...stored, minPayout: 2200 });
  });

  it('shows the server’s 400 on its field and the failure toast', async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({
      updateSystemSettings: {
        status: 400,
        body: {
          error: 'SMTP port must be between 1 and 65535',
          message: 'x',
          code: 'VALIDATION_ERROR',
          details: [{ path: 'body.smtpPort', message: 'SMTP port must be between 1 and 65535' }],
        },
      },
    });
    const { user } = renderApp('/admin/settings');
    const f = await form();
    await user.click(f.getByRole('button', { name: 'Save Settings' }));
    expect(await f.findByText('SMTP port must be between 1 and 65535')).toBeInTheDocument();
    expect(f.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(error).toHaveBeenCalledWith('Failed to save settings');
  });

  it('warns 1.5 s after the success toast when maintenance mode is switched on', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const success = vi.spyOn(toast, 'success');
    asAdmin();
    const { user } = renderApp('/admin/settings');
    const f = await form();
    await user.click(f.getByLabelText(/Maintenance mode/));
    await user.click(f.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Settings saved successfully!'));
    expect(warning).not.toHaveBeenCalled();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Maintenance mode is now active!'), { timeout: 2500 });
  });
});
