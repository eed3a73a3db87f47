import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, urlsOf, routeKey, preloadRoutes } from './render-app';

preloadRoutes('license-verify');

const valid = {
  valid: true,
  message: 'This license is valid',
  details: {
    licenseKey: 'ABCD-EFGH',
    orderId: 42,
    orderNumber: 'INV-20250314-042',
    purchaseDate: '2025-03-14T09:30:00.000Z',
    amount: 274,
    currency: 'BDT',
    type: 'Single Song Purchase',
    songTitle: 'Blue Monday',
    artist: 'Nadia Sultana',
    userEmail: 'r***@example.com',
  },
};

const verifyCalls = (fetchMock: ReturnType<typeof mockApi>) => urlsOf(fetchMock, 'verifyLicense').map((url) => url.pathname);

describe('/license-verify', () => {
  it('does not send an empty or blank key', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/license-verify');
    const input = await screen.findByRole('textbox', { name: 'License key' });

    await user.click(screen.getByRole('button', { name: 'Verify license' }));
    await user.type(input, '   {Enter}');
    expect(verifyCalls(fetchMock)).toEqual([]);
  });

  it('checks a key on Enter and shows the licence details', async () => {
    const fetchMock = mockApi({ [routeKey('verifyLicense', { key: 'ABCD-EFGH' })]: { body: valid } });
    const { user, router } = renderApp('/license-verify');
    await user.type(await screen.findByRole('textbox', { name: 'License key' }), '  ABCD-EFGH {Enter}');

    expect(await screen.findByRole('heading', { name: 'Valid License' })).toBeInTheDocument();
    expect(screen.getByText('Blue Monday')).toBeInTheDocument();
    expect(screen.getByText('Nadia Sultana')).toBeInTheDocument();
    expect(screen.getByText('Single Song Purchase')).toBeInTheDocument();
    expect(screen.getByText('14 Mar 2025')).toBeInTheDocument();
    expect(screen.getByText('৳274')).toBeInTheDocument();
    expect(screen.getByText('r***@example.com')).toBeInTheDocument();
    // The order's public name, as on every buyer screen; never its internal id.
    expect(screen.getByText('INV-20250314-042')).toBeInTheDocument();
    expect(screen.queryByText(/#42\b/)).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, routeKey('verifyLicense', { key: 'ABCD-EFGH' }))).toHaveLength(1);
    expect(router.state.location.search).toBe('?key=ABCD-EFGH');
  });

  it("shows 'Invalid License' with the server's message", async () => {
    mockApi({ [routeKey('verifyLicense', { key: 'NOPE' })]: { body: { valid: false, message: 'License key not found' } } });
    const { user } = renderApp('/license-verify');
    await user.type(await screen.findByRole('textbox', { name: 'License key' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Verify license' }));

    expect(await screen.findByRole('heading', { name: 'Invalid License' })).toBeInTheDocument();
    expect(screen.getByText('License key not found')).toBeInTheDocument();
  });

  it('pre-fills ?key= and checks it at once (the QR code on the licence PDF)', async () => {
    const fetchMock = mockApi({ [routeKey('verifyLicense', { key: 'ABCD-EFGH' })]: { body: valid } });
    renderApp('/license-verify?key=ABCD-EFGH');
    expect(await screen.findByRole('textbox', { name: 'License key' })).toHaveValue('ABCD-EFGH');
    expect(await screen.findByRole('heading', { name: 'Valid License' })).toBeInTheDocument();
    expect(urlsOf(fetchMock, routeKey('verifyLicense', { key: 'ABCD-EFGH' }))).toHaveLength(1);
  });

  it("says 'Error verifying license key' when the check fails, and passes on a rate limit's own message", async () => {
    mockApi({
      [routeKey('verifyLicense', { key: 'BROKEN' })]: { status: 500, body: { error: 'Internal server error' } },
      [routeKey('verifyLicense', { key: 'SLOW' })]: { status: 429, body: { error: 'Too many checks. Please wait a minute.' } },
    });
    const { user } = renderApp('/license-verify?key=BROKEN');
    expect(await screen.findByText('Error verifying license key')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'License key' });
    await user.clear(input);
    await user.type(input, 'SLOW{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many checks. Please wait a minute.'));
  });
});
