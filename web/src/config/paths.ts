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
  /** Needs the chosen plan in navigation state; without it the page goes back to /pricing. */
  checkout: '/checkout',
  subscription: '/subscription',
  subscriptionInvoice: (subscriptionId: string) => `/subscription-invoice/${encodeURIComponent(subscriptionId)}`,
  help: '/help',
  auth: '/auth',
  authReset: (token: string) => `/auth?reset=${encodeURIComponent(token)}`,
  /** The mailed email-verification link opens here. */
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  /** The library section of the dashboard, where subscription downloads land. */
  dashboardDownloads: '/dashboard#downloads',
  orders: '/orders',
  invoice: (orderId: number | string) => `/invoice/${encodeURIComponent(String(orderId))}`,
  admin: '/admin',
  adminOrders: '/admin/orders',
  adminOrder: (orderId: number | string) => `/admin/orders/${encodeURIComponent(String(orderId))}`,
  adminUsers: '/admin/users',
  adminNotifications: '/admin/notifications',
  adminPricing: '/admin/pricing',
  adminPages: '/admin/pages',
  adminContent: '/admin/content',
  adminPaymentSettings: '/admin/payment-settings',
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
