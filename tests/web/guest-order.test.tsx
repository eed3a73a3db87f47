import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/i18n';
import { callsTo, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { activeMethods, order } from './order-fixtures';

preloadRoutes('guest-order');

const TOKEN = 't'.repeat(43);
const completed = order({ id: 42, status: 'completed', license_key: 'MM-AAAAA-BBBBB-CCCCC-DDDDD', user_id: 'guest' });

describe('guest order page (/guest/orders/:orderId)', () => {
  it('opens from the mailed link with its token, keeps the token, and downloads with Authorization: Guest', async () => {
    const fetchMock = mockApi({
      [routeKey('getGuestOrder', { orderId: 42 })]: { body: completed },
      [routeKey('downloadGuestOrder', { orderId: 42 })]: {
        body: { url: 'http://127.0.0.1:1/song.mp3', filename: 'Blue Monday.mp3', expiresAt: '2030-01-01T00:00:00.000Z' },
      },
    });
    const { user, router } = renderApp(`/guest/orders/42#token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Payment approved' });
    expect(screen.getByTestId('license-key')).toHaveTextContent('MM-AAAAA-BBBBB-CCCCC-DDDDD');
    expect(callsTo(fetchMock, 'getGuestOrder')[0]?.headers.get('Authorization')).toBe(`Guest ${TOKEN}`);
    expect(localStorage.getItem('guest-order:42')).toBe(TOKEN);
    await waitFor(() => expect(router.state.location.hash).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Download song' }));
    await waitFor(() => expect(callsTo(fetchMock, 'downloadGuestOrder')).toHaveLength(1));
    expect(callsTo(fetchMock, 'downloadGuestOrder')[0]?.headers.get('Authorization')).toBe(`Guest ${TOKEN}`);
  });

  it('asks for the mailed link when this browser has no token for the order', async () => {
    const fetchMock = mockApi({});
    renderApp('/guest/orders/43');
    await screen.findByRole('heading', { name: 'Open your order from its email' });
    expect(callsTo(fetchMock, 'getGuestOrder')).toHaveLength(0);
  });
});

describe('guest order page in German', () => {
  it('shows an approved guest order in German, with a German date and amount', async () => {
    await setLanguage('de');
    mockApi({ [routeKey('getGuestOrder', { orderId: 42 })]: { body: completed } });
    renderApp(`/guest/orders/42#token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Zahlung freigegeben' })).toBeInTheDocument();
    expect(screen.getByText('Gastbestellung')).toBeInTheDocument();
    expect(screen.getByText(/^Deine Lizenz ist aktiv\. Lade den Song und sein Lizenz-PDF hier herunter/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Song herunterladen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lizenz-PDF herunterladen' })).toBeInTheDocument();
    expect(screen.getByText(/Lege ein Konto mit rina@example\.com an/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto anlegen' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('274 ৳');
    expect(screen.getByText(/^14\. März 2025/)).toBeInTheDocument();
    expect(screen.queryByText('Download song')).not.toBeInTheDocument();
    expect(screen.queryByText('Guest order')).not.toBeInTheDocument();
  });

  it('asks for payment and opens the payment dialog in German', async () => {
    await setLanguage('de');
    mockApi({
      [routeKey('getGuestOrder', { orderId: 43 })]: { body: order({ id: 43, user_id: 'guest' }) },
      getActivePaymentMethods: { body: activeMethods },
    });
    const { user } = renderApp(`/guest/orders/43#token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Zahlung ausstehend' })).toBeInTheDocument();
    expect(screen.getByText(/^Sende 274 ৳ per bKash und gib dann deine Absendernummer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungsdetails' });
    expect(within(dialog).getByText('Bezahle Bestellung INV-20250314-043 per bKash.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zahlung absenden' })).toBeInTheDocument();
  });

  it('asks for the mailed link in German when this browser has no token', async () => {
    await setLanguage('de');
    mockApi({});
    renderApp('/guest/orders/44');
    expect(await screen.findByRole('heading', { name: 'Öffne deine Bestellung aus ihrer E-Mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Songs entdecken' })).toBeInTheDocument();
  });
});
