import type { Profile } from '../../shared/api/account';

/** Rina's profile as GET /api/profile answers it: no phone, bio or picture unless overridden. */
export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  name: 'Rina Rahman',
  email: 'rina@example.com',
  role: 'user',
  phone: '',
  bio: '',
  avatar_url: null,
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
