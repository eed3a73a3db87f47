/**
 * Every key template of the table lives here (ElectroDB-style: one owner). Prefixes are
 * upper case; ids are ULIDs, so sort keys built from them sort by creation time.
 */
export const ENTITY = {
  user: 'User',
  email: 'EmailReservation',
  throttle: 'Throttle',
  resetToken: 'ResetToken',
  song: 'Song',
  catalogueVersion: 'CatalogueVersion',
  catalogueChange: 'CatalogueChange',
  artist: 'Artist',
  stats: 'Stats',
  setting: 'Setting',
  contactMessage: 'ContactMessage',
  counter: 'Counter',
  order: 'Order',
  pendingOrder: 'PendingOrder',
  transactionId: 'TransactionId',
  license: 'License',
  entitlement: 'Entitlement',
  dailyStats: 'DailyStats',
  orderStats: 'OrderStats',
  plan: 'Plan',
  subscription: 'Subscription',
  activeSubscription: 'ActiveSubscription',
  downloadLink: 'DownloadLink',
} as const;
export type EntityType = (typeof ENTITY)[keyof typeof ENTITY];

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** Users listed newest first for the back office. */
  userList: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  /** Reserves an address (lower-cased) so two accounts can never share it. */
  email: (emailLower: string) => ({ PK: `EMAIL#${emailLower}`, SK: 'EMAIL' }),
  throttle: (scope: string, subject: string) => ({ PK: `THROTTLE#${scope}#${subject}`, SK: 'THROTTLE' }),
  /** One fixed window of an attempt limit (window = epoch seconds ÷ window length, floored). */
  attemptWindow: (scope: string, subject: string, window: number) => ({ PK: `ATTEMPTS#${scope}#${subject}`, SK: `WINDOW#${window}` }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
  song: (songId: string) => ({ PK: `SONG#${songId}`, SK: 'SONG' }),
  /** Every song, newest first: the source of a full search-index build and of the admin list. */
  songList: (createdAt: string, songId: string) => ({ GSI1PK: 'SONGS', GSI1SK: `${createdAt}#${songId}` }),
  /** Bumped on every change to a listed field; warm containers compare it to their index. */
  catalogueVersion: () => ({ PK: 'CATALOGUE', SK: 'VERSION' }),
  /** One item per catalogue version: what changed, so warm indexes apply deltas instead of rebuilding. */
  catalogueChange: (version: number) => ({ PK: 'CATALOGUE#CHANGES', SK: String(version).padStart(12, '0') }),
  /** Marks an artist name as seen, so the distinct-artist counter counts each once. */
  artist: (nameLower: string) => ({ PK: `ARTIST#${nameLower}`, SK: 'ARTIST' }),
  /** Aggregate counters maintained on write (home statistics, dashboards). */
  stats: () => ({ PK: 'STATS', SK: 'GLOBAL' }),
  setting: (name: string) => ({ PK: 'SETTINGS', SK: name }),
  contactMessage: (id: string) => ({ PK: `CONTACT#${id}`, SK: 'CONTACT' }),
  contactList: (createdAt: string, id: string) => ({ GSI1PK: 'CONTACTS', GSI1SK: `${createdAt}#${id}` }),
  /** Atomic sequences (order numbers). */
  counter: (name: string) => ({ PK: 'COUNTER', SK: name }),
  order: (orderId: number) => ({ PK: `ORDER#${String(orderId).padStart(12, '0')}`, SK: 'ORDER' }),
  /** GSI1: a buyer's orders newest first; GSI2: every order; GSI3: orders by status (admin filters). */
  orderIndexes: (userId: string, status: string, createdAt: string, orderId: number) => {
    const sk = `${createdAt}#${String(orderId).padStart(12, '0')}`;
    return { GSI1PK: `USER#${userId}#ORDERS`, GSI1SK: sk, GSI2PK: 'ORDERS', GSI2SK: sk, GSI3PK: `ORDERS#${status}`, GSI3SK: sk };
  },
  /** At most one pending order per buyer and item: a second "buy" returns the first order. */
  pendingOrder: (userId: string, itemKey: string) => ({ PK: `PENDING#${userId}#${itemKey}`, SK: 'PENDING' }),
  /** A manual-payment transaction ID, used once per method across the whole store. */
  transactionId: (method: string, transactionId: string) => ({ PK: `TXN#${method}#${transactionId.toUpperCase()}`, SK: 'TXN' }),
  license: (key: string) => ({ PK: `LICENSE#${key}`, SK: 'LICENSE' }),
  /** What a user may download: one item per owned song, listed by the library. */
  entitlement: (userId: string, songId: string) => ({ PK: `USER#${userId}`, SK: `OWNS#${songId}` }),
  dailyStats: (day: string) => ({ PK: 'STATS', SK: `DAY#${day}` }),
  orderStats: () => ({ PK: 'STATS', SK: 'ORDERS' }),
  plan: (planId: string) => ({ PK: `PLAN#${planId}`, SK: 'PLAN' }),
  planList: (createdAt: string, planId: string) => ({ GSI1PK: 'PLANS', GSI1SK: `${createdAt}#${planId}` }),
  subscription: (subscriptionId: string) => ({ PK: `SUB#${subscriptionId}`, SK: 'SUB' }),
  /** A user's subscriptions, newest first. */
  userSubscriptions: (userId: string, createdAt: string, subscriptionId: string) => ({
    GSI1PK: `USER#${userId}#SUBS`,
    GSI1SK: `${createdAt}#${subscriptionId}`,
  }),
  /** At most one active subscription per user: written on activation while none is active. */
  activeSubscription: (userId: string) => ({ PK: `USER#${userId}`, SK: 'ACTIVE_SUB' }),
  /** A single-use, short-lived download link. */
  downloadLink: (id: string) => ({ PK: `DL#${id}`, SK: 'DL' }),
};
