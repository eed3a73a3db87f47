/**
 * What the public pages say is what the admin set (issue 20): the Browse and Pricing text saved in
 * /admin/pages, one support email and office address from the system settings, the payment methods
 * checkout offers, and no promise the product does not keep.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPage } from '../../shared/api/content';
import type { PublicSiteSettings } from '../../shared/api/settings';
import { mockApi, renderApp, type MockResponse } from './render-app';

beforeAll(async () => {
  await Promise.all(
    ['browse', 'pricing', 'contact', 'refund', 'dmca', 'terms', 'privacy'].map((r) => import(`../../web/src/app/routes/${r}.tsx`)),
  );
});

const publicPage = (page: Partial<PublicPage> & Pick<PublicPage, 'page_id'>): MockResponse => ({
  body: { published: true, content: '', meta_title: '', meta_description: '', updated_at: '2026-11-20T10:30:00.000Z', ...page },
});

const settings = (overrides: Partial<PublicSiteSettings> = {}): MockResponse => ({
  body: {
    siteName: 'SoundMarket',
    siteDescription: 'Music',
    contactEmail: 'hello@store.test',
    supportEmail: 'desk@store.test',
    address: 'Level 4, 22 Kemal Ataturk Ave\nBanani, Dhaka 1213',
    currency: 'USD',
    maintenanceMode: false,
    enableNotifications: true,
    ...overrides,
  } satisfies PublicSiteSettings,
});

describe('the text an admin saves for Browse and Pricing', () => {
  it.each([
    {
      page: 'browse',
      list: { listSongs: { body: [] } },
      content: '<p>Hand-picked <strong>Bangla</strong> indie.</p>',
      shown: 'Bangla',
      builtIn: /then buy a lifetime license/,
    },
    {
      page: 'pricing',
      list: { listPlans: { body: [] } },
      content: '<p>Plans for <em>every</em> studio.</p>',
      shown: 'every',
      builtIn: /Download from the whole catalogue/,
    },
  ] as const)('shows the stored $page text in place of the built-in line', async ({ page, list, content, shown, builtIn }) => {
    mockApi({ ...list, [`GET /api/pages/${page}`]: publicPage({ page_id: page, content }) });
    renderApp(`/${page}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(builtIn)).not.toBeInTheDocument();
  });
});

describe("the store's one support email and office address", () => {
  it('shows them on Contact, in the footer and in the support widget', async () => {
    mockApi({ getPublicSiteSettings: settings() });
    const { user } = renderApp('/contact');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'desk@store.test' })).toHaveAttribute('href', 'mailto:desk@store.test');
    expect(main.getByText('Banani, Dhaka 1213')).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'desk@store.test' })).toBeInTheDocument();
    expect(footer.getByText('Level 4, 22 Kemal Ataturk Ave')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /support/i }));
    const widget = within(screen.getByRole('complementary', { name: 'Support' }));
    expect(widget.getByRole('link', { name: 'desk@store.test' })).toBeInTheDocument();
    expect(widget.getByText('Banani, Dhaka 1213')).toBeInTheDocument();
  });

  it.each(['/refund', '/dmca', '/privacy', '/terms'])('uses the same email on %s', async (path) => {
    mockApi({ getPublicSiteSettings: settings() });
    renderApp(path);
    const main = within(await screen.findByRole('main'));
    const links = await main.findAllByRole('link', { name: 'desk@store.test' });
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^mailto:desk@store\.test(\?subject=|$)/);
    expect(main.queryByText(/@(?!store\.test)[\w.-]+\.\w+/)).not.toBeInTheDocument();
  });

  it('falls back to the contact email, and shows no address and no made-up email while none is set', async () => {
    mockApi({ getPublicSiteSettings: settings({ supportEmail: '', address: '' }) });
    renderApp('/contact');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'hello@store.test' })).toBeInTheDocument();
    expect(main.queryByText('Office')).not.toBeInTheDocument();
  });
});

describe("the footer's payment methods", () => {
  it('lists what checkout offers now, and never PayPal while it is not offered', async () => {
    mockApi({
      getActivePaymentMethods: {
        body: [
          { type: 'mobile', name: 'bkash', wallet: '01711000000' },
          { type: 'bank', name: 'bank', bank_name: 'City Bank', account_number: '123', routing_number: '456' },
        ],
      },
    });
    renderApp('/contact');
    const accepted = within(await screen.findByRole('list', { name: 'Accepted payment methods' }));
    expect(accepted.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bKash', 'Bank transfer']);
    expect(screen.queryByText('PayPal')).not.toBeInTheDocument();
  });
});

describe('promises', () => {
  it('the Terms say how a plan renews: an invoice 3 days before the end, a lapse on the end date unless paid', async () => {
    mockApi({});
    renderApp('/terms');
    const renewal = await screen.findByText(/Subscriptions are never charged automatically/);
    expect(renewal).toHaveTextContent('Three days before a plan ends we email a renewal invoice');
    expect(renewal).toHaveTextContent('the next period runs from the end date of the current one');
    expect(renewal).toHaveTextContent('the plan lapses that day and its downloads stop');
    expect(renewal).toHaveTextContent('Cancelling is free and stops renewal');
    expect(screen.queryByText(/renew monthly/)).not.toBeInTheDocument();
  });
});
