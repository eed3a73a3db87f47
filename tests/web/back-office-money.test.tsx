/**
 * Prices in the back office and the studio in the store's currency (issue 21): a store that sells in
 * taka shows ৳ on the admin's song cards and table, plan cards and licence tiers and on the artist's
 * song list, as the store front does, never a bare dollar figure.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSong } from '../../shared/api/songs-admin';
import type { LicenseTier } from '../../shared/api/licenses';
import { apiUser, fakeToken, mockApi, renderApp, type Handler, type MockResponse } from './render-app';
import { publicSiteSettings } from './settings-fixtures';
import { adminSongDetail } from './song-fixtures';
import { asArtist, studioSong } from './studio-fixtures';
import { plan } from './subscription-fixtures';

beforeAll(async () => {
  await Promise.all([
    import('../../web/src/app/routes/admin'),
    import('../../web/src/app/routes/admin-songs'),
    import('../../web/src/app/routes/admin-pricing'),
    import('../../web/src/app/routes/admin-licenses'),
    import('../../web/src/app/routes/studio'),
  ]);
});

const loading = { timeout: 10_000 };

function asTakaAdmin(handlers: Record<string, Handler | MockResponse>) {
  localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
  mockApi({
    getPublicSiteSettings: { body: publicSiteSettings({ currency: 'BDT' }) },
    getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
    ...handlers,
  });
}

const song: AdminSong = { ...adminSongDetail({ id: 's1', title: 'Dhaka Lights', price: 9.99 }), revenue: 19.98 };

describe('prices in the back office of a store that sells in taka', () => {
  it("shows a song's price on its admin card in taka, as the store front does", async () => {
    asTakaAdmin({
      getAdminSongStats: { body: { totalSongs: 1, published: 1, pendingReview: 0, totalRevenue: 19.98 } },
      listAdminSongs: { body: [song], headers: { 'X-Total-Count': '1' } },
    });
    renderApp('/admin/songs');
    const card = within(await screen.findByRole('article', { name: 'Dhaka Lights' }, loading));
    await waitFor(() => expect(card.getByText('Price').nextElementSibling).toHaveTextContent('৳1,099'));
    expect(card.getByText('Revenue').nextElementSibling).toHaveTextContent('৳2,198');
    expect(card.queryByText(/\$/)).toBeNull();
  });

  it("shows a plan's price on its admin card in taka", async () => {
    asTakaAdmin({
      listAdminPlans: { body: [plan({ id: 'pro', name: 'Pro Monthly', price: 9.99 })] },
      getPlanStats: { body: { total_plans: 1, active_plans: 1, total_subscribers: 0, monthly_revenue: 0 } },
    });
    renderApp('/admin/pricing');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Pro Monthly' }, loading)).closest('article')!;
    await waitFor(() => expect(card).toHaveTextContent('৳1,099'));
    expect(card.textContent).not.toMatch(/\$/);
  });

  it("shows a licence tier's default price in taka", async () => {
    const tier: LicenseTier = {
      id: 'mp3',
      name: 'MP3 Lease',
      deliverables: ['mp3_320'],
      terms: {
        distributionCopies: 5000,
        audioStreams: 100000,
        musicVideos: null,
        radioStations: null,
        paidPerformances: null,
        creditRequired: true,
      },
      default_price: 29.99,
      exclusive: false,
      active: true,
      orders: 0,
      position: 1,
    };
    asTakaAdmin({ listLicenseTiers: { body: [tier] } });
    renderApp('/admin/licenses');
    const row = (await screen.findByRole('rowheader', { name: /^MP3 Lease/ }, loading)).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('৳3,299'));
    expect(row.textContent).not.toMatch(/\$/);
  });

  it("shows an artist's song price in the studio in taka", async () => {
    asArtist({ listArtistSongs: { body: [studioSong] } }, { currency: 'BDT' });
    renderApp('/studio');
    const list = await screen.findByRole('list', { name: 'Your songs' }, loading);
    const row = (await within(list).findByText('Glass Harbour')).closest('li')!;
    await waitFor(() => expect(row).toHaveTextContent('৳3,849'));
    expect(row.textContent).not.toMatch(/\$/);
  });
});
