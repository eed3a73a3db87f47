/** A catalogue song for the in-process suites (search index, caches, rankings): a listed Jazz song unless told. */
import type { Song } from '../../shared/api/catalogue';

export const catalogueSong = (over: Partial<Song> & { id: string }): Song => ({
  title: 'Untitled',
  artist: 'Nobody',
  genre: 'Jazz',
  description: '',
  price: 2.99,
  status: 'published',
  is_available: true,
  created_at: '2026-11-01T00:00:00.000Z',
  duration: 120,
  rating: 0,
  downloads: 0,
  revenue: 0,
  cover_url: null,
  ...over,
});
