import type { Song } from '../../shared/api/catalogue';
import type { AdminSongDetail } from '../../shared/api/songs-admin';

let sequence = 0;

/** Numbers the next file's songs from s1 again (web-setup.ts): the web project's files share this module. */
export function resetSongSequence(): void {
  sequence = 0;
}

/** A listed song as GET /api/songs answers it. */
export function song(overrides: Partial<Song> = {}): Song {
  sequence += 1;
  return {
    id: `s${sequence}`,
    title: `Song ${sequence}`,
    artist: 'Nadia Sultana',
    genre: 'Jazz',
    description: 'Late-night piano trio.',
    price: 2.49,
    status: 'published',
    is_available: true,
    created_at: '2025-05-01T10:00:00.000Z',
    duration: 185,
    rating: 4.5,
    downloads: 12,
    revenue: 29.88,
    cover_url: null,
    ...overrides,
  };
}

/** A song as the admin's GET /api/admin/songs/{songId} answers it: published and for sale unless overridden. */
export function adminSongDetail(overrides: Partial<AdminSongDetail> = {}): AdminSongDetail {
  return {
    id: 'song-1',
    title: 'Monsoon Nights',
    artist: 'Nadia Sultana',
    genre: 'Jazz',
    description: 'Rain on tin roofs',
    price: 12.5,
    status: 'published',
    sale_status: 'for_sale',
    is_available: true,
    listed: true,
    duration: 200,
    format: 'mp3',
    bitrate: 192000,
    sample_rate: 44100,
    downloads: 0,
    revenue: 0,
    rating: null,
    cover_url: null,
    rejection_reason: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    peaks: [],
    ...overrides,
  };
}
