import type { Song } from '../../shared/api/catalogue';

let sequence = 0;

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
