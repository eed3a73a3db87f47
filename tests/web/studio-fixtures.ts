/** A signed-in artist's studio for the web tests (issue 24): Kaia Voss, her songs, sales and earnings. */
import type { ArtistEarnings, ArtistMe, ArtistSales } from '../../shared/api/artist';
import type { PublicSiteSettings } from '../../shared/api/settings';
import { adminSongDetail } from './song-fixtures';
import { publicSiteSettings } from './settings-fixtures';
import { apiUser, fakeToken, mockApi, type Handler, type MockKey, type MockResponse } from './render-app';

export const artistMe = (overrides: Partial<ArtistMe> = {}): ArtistMe => ({
  id: 'artist-1',
  name: 'Kaia Voss',
  email: 'kaia@example.com',
  artist_name: 'Kaia Voss',
  artist_slug: 'kaia-voss',
  bio: '',
  avatar_url: null,
  commission_rate: 10,
  auto_approve_uploads: false,
  min_price: 5,
  max_price: 500,
  max_file_size_mb: 1,
  allowed_formats: ['mp3', 'wav'],
  ...overrides,
});

export const studioSong = adminSongDetail({ id: 'song-k1', title: 'Glass Harbour', artist: 'Kaia Voss', price: 34.99, downloads: 1 });

/** ৳3,849 gross at 10 %: ৳384.90 commission, ৳3,464.10 net (the balance), with a refund-free ledger. */
export const artistEarnings = (overrides: Partial<ArtistEarnings> = {}): ArtistEarnings => ({
  currency: 'BDT',
  sales: 1,
  gross: 3849,
  commission: 384.9,
  net: 3464.1,
  available: 3464.1,
  held: 0,
  paid_out: 0,
  min_payout: 1000,
  payout_promise: '5–7 business days',
  ...overrides,
});

export const artistSales = (overrides: Partial<ArtistSales> = {}): ArtistSales => ({
  range: '30d',
  currency: 'BDT',
  totals: { sales: 1, gross: 3849, commission: 384.9, net: 3464.1, plays: 12 },
  series: [
    { period: '2026-11-25', sales: 0, gross: 0, net: 0, plays: 5 },
    { period: '2026-11-26', sales: 1, gross: 3849, net: 3464.1, plays: 7 },
  ],
  songs: [
    { song_id: 'song-k1', song: 'Glass Harbour', plays: 9, sales: 1, gross: 3849, net: 3464.1 },
    { song_id: 'song-k2', song: 'Low Tide', plays: 3, sales: 0, gross: 0, net: 0 },
  ],
  sales: [
    {
      date: '2026-11-26T10:00:00.000Z',
      order_id: 41,
      song_id: 'song-k1',
      song: 'Glass Harbour',
      kind: 'sale',
      gross: 3849,
      commission_rate: 10,
      commission: 384.9,
      net: 3464.1,
    },
  ],
  next_cursor: null,
  ...overrides,
});

/** Signs Kaia in as an artist and answers the studio's reads; `handlers` add or replace answers. */
export function asArtist(handlers: Partial<Record<MockKey, Handler | MockResponse>> = {}, site: Partial<PublicSiteSettings> = {}) {
  localStorage.setItem('token', fakeToken({ userId: 'artist-1', role: 'artist', name: 'Kaia Voss' }));
  return mockApi({
    getMe: { body: apiUser({ id: 'artist-1', role: 'artist', name: 'Kaia Voss', email: 'kaia@example.com' }) },
    getPublicSiteSettings: { body: publicSiteSettings(site) },
    getArtistMe: { body: artistMe() },
    listArtistSongs: { body: [studioSong] },
    getArtistSales: { body: artistSales() },
    getArtistEarnings: { body: artistEarnings() },
    listArtistPayouts: { body: [] },
    ...handlers,
  });
}
