/**
 * Every TanStack Query key the web app uses, in one place: a query and the invalidations that
 * refresh it name the same entry, so an invalidation cannot miss its query by a typo. Keys are
 * hierarchical: invalidating a prefix (`queryKeys.orders.all`) refreshes everything below it.
 */

type Id = string | null;

const songs = ['songs'] as const;
const orders = ['orders'] as const;
const subscription = ['subscription'] as const;
const plans = ['plans'] as const;
const admin = ['admin'] as const;
const adminUsers = [...admin, 'users'] as const;
const adminOrders = [...admin, 'orders'] as const;
const adminSongs = [...admin, 'songs'] as const;
const adminPricing = [...admin, 'pricing'] as const;
const adminMessages = [...admin, 'messages'] as const;
const adminNotifications = [...admin, 'notifications'] as const;
const adminDashboard = [...admin, 'dashboard'] as const;
const adminScripts = [...admin, 'scripts'] as const;
const profile = ['profile'] as const;
const userSettings = ['user-settings'] as const;
const library = ['library'] as const;
const listenerStats = ['listener-stats'] as const;
const emailVerification = ['email-verification'] as const;
const me = ['me'] as const;
const artist = (slug: string) => ['artist', slug] as const;

export const queryKeys = {
  me: { all: me, session: (token: Id) => [...me, token] as const },
  emailVerification: { all: emailVerification, user: (userId: string | undefined) => [...emailVerification, userId] as const },
  profile: { all: profile, user: (userId: Id) => [...profile, userId] as const },
  userSettings: { all: userSettings, user: (userId: Id) => [...userSettings, userId] as const },
  library: { all: library, user: (userId: Id) => [...library, userId] as const },
  listenerStats: { all: listenerStats, user: (userId: Id) => [...listenerStats, userId] as const },
  notifications: { all: ['notifications'] as const },
  homeStats: ['stats', 'home'] as const,
  page: (pageId: string) => ['page', pageId] as const,
  helpContent: ['content', 'help'] as const,
  licenseVerify: (key: string) => ['license', 'verify', key] as const,
  settings: {
    site: ['settings', 'public'] as const,
    analytics: ['settings', 'analytics'] as const,
    whatsapp: ['settings', 'whatsapp'] as const,
  },
  paymentSettings: ['payment-settings'] as const,
  paymentMethods: {
    all: ['payment-methods'] as const,
    active: ['payment-methods', 'active'] as const,
    activeNames: ['payment-methods', 'active', 'names'] as const,
  },
  songs: {
    all: songs,
    list: (query: object) => [...songs, 'list', query] as const,
    newReleases: [...songs, 'new-releases'] as const,
    trending: [...songs, 'trending'] as const,
    genre: (genre: string, limit: number) => [...songs, 'genre', genre, limit] as const,
    detail: (songId: string) => [...songs, 'detail', songId] as const,
    peaks: (songId: string | undefined) => [...songs, 'peaks', songId] as const,
  },
  reviews: {
    song: (songId: string) => ['reviews', songId] as const,
    forUser: (songId: string, userId: Id) => ['reviews', songId, userId] as const,
  },
  orders: {
    all: orders,
    mine: [...orders, 'mine'] as const,
    minePages: [...orders, 'mine', 'pages'] as const,
    detail: (orderId: string) => [...orders, 'detail', orderId] as const,
    guest: (orderId: string) => [...orders, 'guest', orderId] as const,
  },
  plans: { all: plans, public: [...plans, 'public'] as const },
  subscription: {
    all: subscription,
    mine: [...subscription, 'mine'] as const,
    mineFor: (userId: Id) => [...subscription, 'mine', userId] as const,
    invoice: (subscriptionId: string) => [...subscription, 'invoice', subscriptionId] as const,
  },
  collection: {
    favorites: ['collection', 'favorites'] as const,
    playlists: ['collection', 'playlists'] as const,
    playlist: (id: string) => ['collection', 'playlist', id] as const,
    following: ['collection', 'following'] as const,
    sharedPlaylist: (shareId: string) => ['shared-playlist', shareId] as const,
    artist,
    artistFor: (slug: string, userId: Id) => [...artist(slug), userId] as const,
  },
  admin: {
    users: {
      all: adminUsers,
      recent: [...adminUsers, 'recent'] as const,
      list: (filter: object, cursor: string | undefined) => [...adminUsers, 'list', filter, cursor ?? null] as const,
      stats: [...adminUsers, 'stats'] as const,
    },
    orders: {
      all: adminOrders,
      list: (filter: object, cursor: string | undefined) => [...adminOrders, 'list', filter, cursor ?? null] as const,
      stats: [...adminOrders, 'stats'] as const,
    },
    songs: {
      all: adminSongs,
      list: (filter: object) => [...adminSongs, 'list', filter] as const,
      stats: [...adminSongs, 'stats'] as const,
      detail: (songId: string) => [...adminSongs, 'detail', songId] as const,
    },
    pricing: { all: adminPricing, plans: [...adminPricing, 'plans'] as const, stats: [...adminPricing, 'stats'] as const },
    licenses: [...admin, 'licenses'] as const,
    integrations: [...admin, 'integrations'] as const,
    paymentGateways: [...admin, 'payment-gateways'] as const,
    paymentSettings: ['payment-settings', 'admin'] as const,
    whatsappSettings: ['settings', 'whatsapp', 'admin'] as const,
    systemSettings: ['settings', 'system', 'admin'] as const,
    dashboard: {
      stats: [...adminDashboard, 'stats'] as const,
      today: [...adminDashboard, 'today'] as const,
      topSongs: (limit: number) => [...adminDashboard, 'top-songs', limit] as const,
      activity: (limit: number) => [...adminDashboard, 'activity', limit] as const,
      health: [...adminDashboard, 'health'] as const,
    },
    analytics: (range: string) => [...admin, 'analytics', range] as const,
    messages: {
      all: adminMessages,
      lists: [...adminMessages, 'list'] as const,
      list: (status: string | undefined, cursor: string | undefined) =>
        [...adminMessages, 'list', status ?? 'all', cursor ?? null] as const,
      one: (id: string | undefined) => [...adminMessages, 'one', id] as const,
    },
    notifications: {
      all: adminNotifications,
      list: (cursor: string | undefined) => [...adminNotifications, 'list', cursor ?? null] as const,
      stats: [...adminNotifications, 'stats'] as const,
    },
    pages: [...admin, 'pages'] as const,
    content: [...admin, 'content'] as const,
    helpContent: [...admin, 'help-content'] as const,
    scripts: { all: adminScripts, changes: [...adminScripts, 'changes'] as const },
  },
} as const;
