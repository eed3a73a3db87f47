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
  orders: '/orders',
  invoice: (orderId: number | string) => `/invoice/${encodeURIComponent(String(orderId))}`,
  admin: '/admin',
  adminOrders: '/admin/orders',
  adminOrder: (orderId: number | string) => `/admin/orders/${encodeURIComponent(String(orderId))}`,
  adminUsers: '/admin/users',
  licenseVerify: '/license-verify',
  /** The licence PDF's QR code links here; the page checks the key at once. */
  licenseVerifyKey: (key: string) => `/license-verify?key=${encodeURIComponent(key)}`,
  terms: '/terms',
  privacy: '/privacy',
  dmca: '/dmca',
  refund: '/refund',
} as const;
