import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppSettings } from '../../shared/api/catalogue';
import { joinNumber, splitNumber } from '../../web/src/features/admin/components/whatsapp-settings-page';
import { callsTo, renderApp, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { adminApiWith, expectAdminPage } from './admin-page';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('admin', 'admin-whatsapp');

afterEach(() => vi.restoreAllMocks());

const stored: WhatsAppSettings = { enabled: true, phoneNumber: '8801311000001', message: 'Hello! I need help.' };

const asAdmin = adminApiWith({
  getWhatsAppSettings: { body: stored },
});

const form = async () => within(await screen.findByRole('form', { name: 'WhatsApp settings' }));
const preview = () => within(screen.getByRole('region', { name: 'Preview' }));

describe('WhatsApp numbers', () => {
  it('splits a stored number into a known country code and the rest, and joins them back without the trunk 0', () => {
    expect(splitNumber('8801311000001')).toEqual({ country: '880', local: '1311000001' });
    expect(splitNumber('447700900123')).toEqual({ country: '44', local: '7700900123' });
    expect(splitNumber('2348012345678')).toEqual({ country: 'other', local: '2348012345678' });
    expect(joinNumber('880', '01712 000-111')).toBe('8801712000111');
    expect(joinNumber('other', '+234 801 234 5678')).toBe('2348012345678');
  });
});

describe('/admin/whatsapp', () => {
  it('shows the stored settings, a preview of the chat and the setup instructions, linked from the sidebar', async () => {
    asAdmin();
    renderApp('/admin/whatsapp');

    await expectAdminPage('WhatsApp Chat', 'WhatsApp Chat Settings');
    const f = await form();
    expect(f.getByLabelText('Enable WhatsApp chat')).toBeChecked();
    expect(f.getByLabelText('Country code')).toHaveValue('880');
    expect(f.getByLabelText('Phone number')).toHaveValue('1311000001');
    expect(f.getByLabelText('Default message')).toHaveValue('Hello! I need help.');
    expect(f.getByText('19/500 characters')).toBeInTheDocument();
    expect(preview().getByText('+8801311000001')).toBeInTheDocument();
    expect(preview().getByRole('link', { name: 'Test the chat link' })).toHaveAttribute(
      'href',
      `https://wa.me/8801311000001?text=${encodeURIComponent('Hello! I need help.')}`,
    );
    expect(screen.getByRole('heading', { name: 'Setup instructions' })).toBeInTheDocument();
  });

  it('saves the number as digits with the country code, and the switch and message, and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({ updateWhatsAppSettings: (body) => ({ body }) });
    const { user } = renderApp('/admin/whatsapp');
    const f = await form();

    await user.selectOptions(f.getByLabelText('Country code'), '44');
    await retype(user, f, 'Phone number', '07700 900123');
    await retype(user, f, 'Default message', 'Hi, about my order');
    expect(preview().getByText('+447700900123')).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    await expectSent(success, 'WhatsApp settings updated successfully!', fetchMock, 'updateWhatsAppSettings', {
      enabled: true,
      phoneNumber: '447700900123',
      message: 'Hi, about my order',
    });
  });

  it('turned off, the preview says no chat link is shown and the save sends enabled false', async () => {
    const fetchMock = asAdmin({ updateWhatsAppSettings: (body) => ({ body }) });
    const { user } = renderApp('/admin/whatsapp');
    const f = await form();

    await user.click(f.getByLabelText('Enable WhatsApp chat'));
    expect(preview().getByText(/show no WhatsApp link/)).toBeInTheDocument();
    expect(preview().queryByRole('link')).not.toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(callsTo(fetchMock, 'updateWhatsAppSettings')[0]?.body).toMatchObject({ enabled: false }));
  });

  it('refuses a number outside 8 to 15 digits and a message over 500 characters, sending nothing', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/whatsapp');
    const f = await form();

    await retype(user, f, 'Phone number', '123');
    await user.clear(f.getByLabelText('Default message'));
    await user.click(f.getByLabelText('Default message'));
    await user.paste('x'.repeat(501));
    expect(f.getByText('501/500 characters')).toBeInTheDocument();
    await expectRefusedUnsent(
      user,
      f,
      'Save Settings',
      ['Phone number must be 8 to 15 digits with the country code and no plus sign', 'Message must be at most 500 characters'],
      { fetchMock, route: 'updateWhatsAppSettings' },
    );
  });

  it("says 'Failed to update WhatsApp settings' when the save fails", async () => {
    const failure = vi.spyOn(toast, 'error');
    asAdmin({ updateWhatsAppSettings: { status: 500, body: { error: 'Internal Server Error' } } });
    const { user } = renderApp('/admin/whatsapp');
    const f = await form();
    await user.click(f.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update WhatsApp settings'));
  });
});
