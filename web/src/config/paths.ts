/** Every in-app URL in one place, so links and redirects cannot drift apart. */
export const paths = {
  home: '/',
  browse: '/browse',
  browseGenre: (genre: string) => `/browse?genre=${encodeURIComponent(genre.toLowerCase())}`,
  /** The purchase dialog mounts on /browse when `buy` names a song. */
  browseBuy: (songId: string) => `/browse?buy=${encodeURIComponent(songId)}`,
  song: (songId: string) => `/songs/${encodeURIComponent(songId)}`,
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  help: '/help',
  auth: '/auth',
  authReset: (token: string) => `/auth?reset=${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  admin: '/admin',
  licenseVerify: '/license-verify',
  terms: '/terms',
  privacy: '/privacy',
  dmca: '/dmca',
  refund: '/refund',
} as const;
