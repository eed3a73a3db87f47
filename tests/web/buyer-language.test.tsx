import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../shared/api/account';
import { i18n, setLanguage } from '../../web/src/i18n/i18n';
import { apiUser, fakeToken, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { listenerStats } from './analytics-fixtures';
import { activeMethods, order } from './order-fixtures';
import { plans } from './subscription-fixtures';

preloadRoutes('invoice', 'pricing', 'analytics');
// The buyer's saved language arrives with their settings; its texts load beforehand, as a first
// import of the German chunk on a busy machine can outlast a findBy.
beforeAll(() => i18n.loadLanguages('de'));

afterEach(() => vi.restoreAllMocks());

/** A buyer whose saved language is German, as the settings screen stores it. */
function germanBuyer(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', fakeToken());
  return mockApi({
    getMe: { body: apiUser() },
    getUserSettings: { body: { ...DEFAULT_USER_SETTINGS, language: 'de' } },
    ...handlers,
  });
}

describe('buyer screens in German', () => {
  it('shows an order invoice and its payment dialog in German, with a German date and amount', async () => {
    germanBuyer({
      [routeKey('getOrder', { orderId: 42 })]: { body: order({ id: 42 }) },
      getActivePaymentMethods: { body: activeMethods },
    });
    const { user } = renderApp('/invoice/42');

    expect(await screen.findByRole('heading', { level: 2, name: 'Zahlung ausstehend' })).toBeInTheDocument();
    expect(screen.getByText('Rechnung')).toBeInTheDocument();
    expect(screen.getByText('Wird nach der Freigabe der Zahlung erstellt')).toBeInTheDocument();
    // 274 taka the German way: the amount first, the sign after it.
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('274 ৳');
    expect(screen.getByText(/^14\. März 2025/)).toBeInTheDocument();
    expect(screen.queryByText('Awaiting payment')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungsdetails' });
    expect(within(dialog).getByText('Bezahle Bestellung INV-20250314-042 per bKash.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('BKASH-Nummer')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zahlung absenden' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'bKash-Nummer kopieren' })).toBeInTheDocument();
  });

  it('shows the plans in German with dollar prices written the German way', async () => {
    await setLanguage('de');
    localStorage.setItem('preferredCurrency', 'USD');
    mockApi({ listPlans: { body: plans } });
    renderApp('/pricing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Wähle deinen Tarif' })).toBeInTheDocument();
    const pro = within((await screen.findByRole('heading', { level: 2, name: 'Pro' })).closest('article')!);
    expect(pro.getByText('Am beliebtesten')).toBeInTheDocument();
    expect(pro.getByTestId('plan-price-pro')).toHaveTextContent('19,99 $');
    expect(pro.getByText('/Monat')).toBeInTheDocument();
    expect(pro.getByText('50 Downloads')).toBeInTheDocument();
    expect(pro.getByText('pro Monat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt starten mit Pro' })).toBeInTheDocument();
  });

  it('shows My Analytics in German, with German money, percentages and genre names', async () => {
    const stats = listenerStats({
      totalPurchases: 1234,
      totalSpent: 1008.47,
      favoriteGenre: 'Classical',
      monthlySpending: [],
      growth: 12.5,
      topGenres: [{ genre: 'Classical', purchases: 2, plays: 6, share: 73 }],
      recentActivity: [],
    });
    germanBuyer({ getListenerStats: { body: stats } });
    localStorage.setItem('preferredCurrency', 'USD');
    renderApp('/analytics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Statistiken' })).toBeInTheDocument();
    expect(await screen.findByTestId('analytics-total-spent')).toHaveTextContent('1.008,47 $');
    expect(screen.getByTestId('analytics-total-purchases')).toHaveTextContent('1.234');
    expect(screen.getByTestId('analytics-growth')).toHaveTextContent('+12,5 %');
    expect(screen.getByTestId('analytics-favorite-genre')).toHaveTextContent('Klassik');
    expect(screen.getByText('Keine Aktivitäten in letzter Zeit')).toBeInTheDocument();
  });
});
