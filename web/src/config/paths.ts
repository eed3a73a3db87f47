/** Every in-app URL in one place, so links and redirects cannot drift apart. */
export const paths = {
  home: '/',
  browse: '/browse',
  browseGenre: (genre: string) => `/browse?genre=${encodeURIComponent(genre.toLowerCase())}`,
  /** The purchase dialog mounts on /browse when `buy` names a song. */
  browseBuy: (songId: string) => `/browse?buy=${encodeURIComponent(songId)}`,
  song: (songId: string) => `/songs/${encodeURIComponent(songId)}`,
  /** An artist's page by the slug of the catalogue's artist name (shared/artists.ts). */
  artist: (slug: string) => `/artist/${encodeURIComponent(slug)}`,
  /** A playlist its owner shared: read-only for anyone with the link. */
  sharedPlaylist: (shareId: string) => `/playlist/${encodeURIComponent(shareId)}`,
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  /** Needs the chosen plan in navigation state; without it the page goes back to /pricing. */
  checkout: '/checkout',
  subscription: '/subscription',
  subscriptionInvoice: (subscriptionId: string) => `/subscription-invoice/${encodeURIComponent(subscriptionId)}`,
  help: '/help',
  auth: '/auth',
  authReset: (token: string) => `/auth?reset=${encodeURIComponent(token)}`,
  /** The mailed email-verification link opens here. */
  verifyEmail: '/verify-email',
  /** The new-release mail's one-click unsubscribe (works signed out). */
  unsubscribe: '/unsubscribe',
  dashboard: '/dashboard',
  /** The library section of the dashboard, where subscription downloads land. */
  dashboardDownloads: '/dashboard#downloads',
  /** A tab of the dashboard (overview when none). */
  dashboardTab: (tab: string) => `/dashboard?tab=${encodeURIComponent(tab)}`,
  analytics: '/analytics',
  profile: '/profile',
  settings: '/settings',
  orders: '/orders',
  invoice: (orderId: number | string) => `/invoice/${encodeURIComponent(String(orderId))}`,
  /** A guest order's page (guest checkout); the mailed link carries its token in the fragment. */
  guestOrder: (orderId: number | string) => `/guest/orders/${encodeURIComponent(String(orderId))}`,
  /** The artist's studio (issue 24): uploads, own songs, sales, earnings and payouts. */
  studio: '/studio',
  admin: '/admin',
  adminOrders: '/admin/orders',
  adminPayouts: '/admin/payouts',
  adminOrder: (orderId: number | string) => `/admin/orders/${encodeURIComponent(String(orderId))}`,
  adminSongs: '/admin/songs',
  adminSongAdd: '/admin/songs/add',
  adminSongEdit: (songId: string) => `/admin/songs/edit/${encodeURIComponent(songId)}`,
  adminSongsBulkUpload: '/admin/songs/bulk-upload',
  adminUsers: '/admin/users',
  adminAnalytics: '/admin/analytics',
  adminNotifications: '/admin/notifications',
  adminMessages: '/admin/messages',
  adminPricing: '/admin/pricing',
  adminLicenses: '/admin/licenses',
  adminPages: '/admin/pages',
  adminContent: '/admin/content',
  adminPaymentSettings: '/admin/payment-settings',
  adminPaymentGateway: '/admin/payment-gateway',
  adminIntegrations: '/admin/integrations',
  adminWhatsApp: '/admin/whatsapp',
  adminSettings: '/admin/settings',
  licenseVerify: '/license-verify',
  /** The licence PDF's QR code links here; the page checks the key at once. */
  licenseVerifyKey: (key: string) => `/license-verify?key=${encodeURIComponent(key)}`,
  terms: '/terms',
  privacy: '/privacy',
  dmca: '/dmca',
  refund: '/refund',
} as const;
