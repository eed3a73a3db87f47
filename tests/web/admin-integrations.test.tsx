import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GATEWAYS, type PaymentGateways } from '../../shared/api/gateways';
import { INTEGRATION_IDS, INTEGRATIONS, type Integration } from '../../shared/api/integrations';
import { callsTo, renderApp, preloadRoutes } from './render-app';
import { adminApiWith, expectAdminPage } from './admin-page';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('admin', 'admin-integrations', 'admin-payment-gateway');

afterEach(() => vi.restoreAllMocks());

const integration = (id: (typeof INTEGRATION_IDS)[number], over: Partial<Integration> = {}): Integration => ({
  integration_id: id,
  name: INTEGRATIONS[id].name,
  category: INTEGRATIONS[id].category,
  config: {},
  is_active: false,
  configured: false,
  updated_at: null,
  ...over,
});

const LIST: Integration[] = INTEGRATION_IDS.map((id) =>
  id === 'discord'
    ? integration(id, {
        configured: true,
        config: { webhook_url: 'https://chat.example/hook', bot_token: '••••9876' },
        updated_at: '2026-11-01T00:00:00Z',
      })
    : integration(id),
);
const DISCORD = LIST.find((i) => i.integration_id === 'discord')!;
const NAME = INTEGRATIONS.discord.name;

const asAdmin = adminApiWith({
  listIntegrations: { body: LIST },
  getPaymentGateways: { body: DEFAULT_GATEWAYS },
});

describe('/admin/integrations', () => {
  it('shows the non-payment cards, linked from the sidebar, with the switch only on a configured one, and sends payment providers to Gateway Setup', async () => {
    asAdmin();
    renderApp('/admin/integrations');
    await expectAdminPage('Integrations', 'Integrations');
    // The heading comes first; the cards once the list has loaded.
    for (const id of INTEGRATION_IDS.filter((i) => INTEGRATIONS[i].category !== 'payment'))
      expect(await screen.findByRole('region', { name: INTEGRATIONS[id].name })).toBeInTheDocument();
    // Stripe and PayPal are set up in one place only.
    expect(screen.queryByRole('region', { name: 'Stripe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PayPal' })).not.toBeInTheDocument();
    const note = screen.getByText(/Payment providers \(Stripe, PayPal, SSLCommerz\) are set up under/);
    expect(within(note).getByRole('link', { name: 'Gateway Setup' })).toHaveAttribute('href', '/admin/payment-gateway');
    const configured = within(screen.getByRole('region', { name: NAME }));
    expect(configured.getByText('Configured')).toBeInTheDocument();
    expect(configured.getByRole('switch')).not.toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Mailchimp' })).queryByRole('switch')).toBeNull();
  });

  it('asks for the required fields in the Configure dialog, then saves the configuration', async () => {
    const fetchMock = asAdmin({
      saveIntegration: (body) => ({ body: { ...integration('mailchimp'), configured: true, ...(body as object) } }),
    });
    const { user } = renderApp('/admin/integrations');
    const card = within(await screen.findByRole('region', { name: 'Mailchimp' }));
    await user.click(card.getByRole('button', { name: 'Configure' }));
    const dialog = within(await screen.findByRole('form', { name: 'Mailchimp configuration' }));
    await user.type(dialog.getByLabelText('API key *'), 'mc-key-1234');
    await expectRefusedUnsent(user, dialog, 'Save Configuration', ['List ID is required'], { fetchMock, route: 'saveIntegration' });

    await user.type(dialog.getByLabelText('List ID *'), 'list-1');
    await user.click(dialog.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(callsTo(fetchMock, 'saveIntegration')).toHaveLength(1));
    expect(callsTo(fetchMock, 'saveIntegration')[0]?.body).toEqual({
      integration_id: 'mailchimp',
      config: { api_key: 'mc-key-1234', list_id: 'list-1' },
      is_active: false,
    });
  });

  it('sends the stored secret back as its mask, and switches a configured integration on', async () => {
    const fetchMock = asAdmin({
      saveIntegration: (body) => ({ body: { ...DISCORD, ...(body as object) } }),
      toggleIntegration: { body: { ...DISCORD, is_active: true } },
    });
    const { user } = renderApp('/admin/integrations');
    const card = within(await screen.findByRole('region', { name: NAME }));
    await user.click(card.getByRole('switch'));
    await waitFor(() => expect(callsTo(fetchMock, 'toggleIntegration')).toHaveLength(1));
    expect(callsTo(fetchMock, 'toggleIntegration')[0]?.body).toEqual({ is_active: true });

    await user.click(card.getByRole('button', { name: 'Configure' }));
    const dialog = within(await screen.findByRole('form', { name: `${NAME} configuration` }));
    expect(dialog.getByDisplayValue('••••9876')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(callsTo(fetchMock, 'saveIntegration')).toHaveLength(1));
    expect(callsTo(fetchMock, 'saveIntegration')[0]?.body).toMatchObject({
      config: { webhook_url: 'https://chat.example/hook', bot_token: '••••9876' },
    });
  });
});

describe('/admin/payment-gateway', () => {
  const stored: PaymentGateways = {
    ...DEFAULT_GATEWAYS,
    stripe: { enabled: true, publishableKey: 'pk_test_51abcdefgh', secretKey: '••••WXYZ', webhookSecret: '' },
  };

  it('shows the three sections, saves and shows the saved banner', async () => {
    const fetchMock = asAdmin({ getPaymentGateways: { body: stored }, savePaymentGateways: (body) => ({ body }) });
    const { user } = renderApp('/admin/payment-gateway');
    await expectAdminPage('Gateway Setup');
    for (const name of ['Stripe', 'PayPal', 'SSLCommerz']) expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    const stripe = within(screen.getByRole('region', { name: 'Stripe' }));
    expect(stripe.getByLabelText('Secret key')).toHaveValue('••••WXYZ');

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'savePaymentGateways')[0]?.body).toEqual(stored);
  });

  it('refuses a malformed key before sending', async () => {
    const fetchMock = asAdmin({ getPaymentGateways: { body: stored } });
    const { user } = renderApp('/admin/payment-gateway');
    const stripe = within(await screen.findByRole('region', { name: 'Stripe' }));
    await retype(user, stripe, 'Publishable key', 'sk_test_wrongkind');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await stripe.findByText('Publishable key must start with pk_test_ or pk_live_')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'savePaymentGateways')).toHaveLength(0);
  });

  it("shows the test's outcome: success, or the provider's failure as the server words it", async () => {
    let answer = { success: true, message: 'Stripe connection successful' } as { success: boolean; message?: string; error?: string };
    const fetchMock = asAdmin({ getPaymentGateways: { body: stored }, testPaymentGateway: () => ({ body: answer }) });
    const { user } = renderApp('/admin/payment-gateway');
    const stripe = within(await screen.findByRole('region', { name: 'Stripe' }));
    await user.click(stripe.getByRole('button', { name: 'Test Connection' }));
    expect(await stripe.findByRole('alert')).toHaveTextContent('Stripe connection successful!');
    expect(callsTo(fetchMock, 'testPaymentGateway')[0]?.body).toEqual(stored.stripe);

    answer = { success: false, error: 'Could not reach Stripe (api.stripe.com): ENOTFOUND' };
    await user.click(stripe.getByRole('button', { name: 'Test Connection' }));
    await waitFor(() =>
      expect(stripe.getByRole('alert')).toHaveTextContent('Stripe connection failed: Could not reach Stripe (api.stripe.com): ENOTFOUND'),
    );
  });
});
