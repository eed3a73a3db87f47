/**
 * Every key template of the table lives here (ElectroDB-style: one owner). Prefixes are
 * upper case; ids are ULIDs, so sort keys built from them sort by creation time.
 */
export const ENTITY = {
  user: 'User',
  email: 'EmailReservation',
  throttle: 'Throttle',
  resetToken: 'ResetToken',
  verifyToken: 'VerifyToken',
  song: 'Song',
  catalogueVersion: 'CatalogueVersion',
  catalogueChange: 'CatalogueChange',
  artist: 'Artist',
  songStats: 'SongStats',
  stats: 'Stats',
  userStats: 'UserStats',
  setting: 'Setting',
  contactMessage: 'ContactMessage',
  supportStats: 'SupportStats',
  migration: 'Migration',
  counter: 'Counter',
  order: 'Order',
  pendingOrder: 'PendingOrder',
  transactionId: 'TransactionId',
  license: 'License',
  entitlement: 'Entitlement',
  dailyStats: 'DailyStats',
  monthlyStats: 'MonthlyStats',
  hourlyStats: 'HourlyStats',
  orderStats: 'OrderStats',
  activity: 'Activity',
  ranking: 'Ranking',
  healthCounter: 'HealthCounter',
  plan: 'Plan',
  subscription: 'Subscription',
  activeSubscription: 'ActiveSubscription',
  downloadLink: 'DownloadLink',
  notification: 'Notification',
  userNotification: 'UserNotification',
  notificationRead: 'NotificationRead',
  notificationStats: 'NotificationStats',
  listenerStats: 'ListenerStats',
  userSettings: 'UserSettings',
  page: 'Page',
  scriptsChange: 'ScriptsChange',
  favorite: 'Favorite',
  playlist: 'Playlist',
  follow: 'Follow',
  artistFollowers: 'ArtistFollowers',
  autoDownload: 'AutoDownload',
  release: 'Release',
  releaseDigest: 'ReleaseDigest',
  review: 'Review',
  collectionCounts: 'CollectionCounts',
  orderSearchToken: 'OrderSearchToken',
  userSearchToken: 'UserSearchToken',
  paymentEvent: 'PaymentEvent',
  afterCommit: 'AfterCommit',
  licenseTier: 'LicenseTier',
  trend: 'Trend',
} as const;
export type EntityType = (typeof ENTITY)[keyof typeof ENTITY];

/**
 * Partition values of the overloaded indexes and item collections, for the queries that read
 * them. Item builders below use the same values, so a list and its items can never disagree.
 */
export const partitions = {
  /** GSI1: every user, newest first. */
  users: 'USERS',
  /** GSI2 (by joined) and GSI3 (by name): users of one role and status, the back office's list. */
  userDirectory: (role: string, status: string) => `USERS#${role}#${status}`,
  /** GSI1: every song, newest first. */
  songs: 'SONGS',
  /** GSI1: every plan. */
  plans: 'PLANS',
  /** Every licence tier (one small partition, read whole). */
  licenseTiers: 'LICENSE_TIERS',
  /** GSI1: every contact message, newest first. */
  contacts: 'CONTACTS',
  /** GSI2: contact messages with one status (unread, read, replied), newest first. */
  contactsByStatus: (status: string) => `CONTACTS#${status}`,
  /** GSI2: every order, newest first. */
  orders: 'ORDERS',
  /** GSI3: orders with one status, newest first. */
  ordersByStatus: (status: string) => `ORDERS#${status}`,
  /** Table: the orders carrying one search token (order-search-tokens.ts), newest first. */
  orderSearch: (token: string) => `ORDERSEARCH#${token}`,
  /** Table: the accounts carrying one search token (search-tokens.ts `userSearchTokens`), by joined. */
  userSearch: (token: string) => `USERSEARCH#${token}`,
  /** GSI1: a buyer's orders, newest first. */
  userOrders: (userId: string) => `USER#${userId}#ORDERS`,
  /** GSI1: a user's subscriptions, newest first. */
  userSubscriptions: (userId: string) => `USER#${userId}#SUBS`,
  /** GSI2: live subscriptions with an end date, soonest end first (the renewal sweep); left when they lapse or are refunded. */
  subscriptionsEnding: 'SUBS#ENDING',
  /** Table: the user's own item collection (profile, entitlements, active-subscription guard). */
  user: (userId: string) => `USER#${userId}`,
  /** Table: the catalogue change log, one item per version. */
  catalogueChanges: 'CATALOGUE#CHANGES',
  /** GSI2: every broadcast notification, newest first (the back office). */
  notifications: 'NOTIFS',
  /** GSI1: broadcasts to one target group (all, premium, free), newest first (the bell). */
  notificationsFor: (target: string) => `NOTIFS#${target}`,
  /** Table: every change of the header/footer snippets, oldest first by sort key. */
  scriptsChanges: 'AUDIT#SCRIPTS',
  /** GSI1: a song's reviews, newest change first. */
  songReviews: (songId: string) => `SONG#${songId}#REVIEWS`,
  /** GSI1: the one playlist a public link names. */
  sharedPlaylist: (shareId: string) => `PLAYLIST_SHARE#${shareId}`,
  /** Table: the aggregate items (`STATS/…`); the time buckets sort by their sort key within it. */
  stats: 'STATS',
  /** Table: the activity log, newest last by sort key (read descending). */
  activity: 'ACTIVITY',
  /** GSI1: one ranking (songs, artists or customers), sorted by zero-padded revenue. */
  top: (kind: string) => `TOP#${kind}`,
  /** GSI1: one day's trending songs, sorted by zero-padded score (plays + sales). */
  trendDay: (day: string) => `TRENDS#${day}`,
  /** GSI1: decisions whose after-commit effects are not all done yet, oldest first (sparse). */
  afterCommitPending: 'AFTERCOMMIT#PENDING',
  /** Table: health counters written by endpoint() (5xx answers per minute). */
  health: 'HEALTH',
} as const;

/** Sort-key prefixes for `begins_with` conditions. */
export const sortKeyPrefixes = {
  /** A user's entitlements (`OWNS#<songId>`) inside their item collection. */
  entitlement: 'OWNS#',
  /** A user's own notifications (store events) inside their item collection. */
  userNotification: 'NOTIF#',
  /** A listener's collection (issue 14), all in their own partition so export and erasure find it. */
  favorite: 'FAV#',
  playlist: 'PLAYLIST#',
  follow: 'FOLLOW#',
  review: 'REVIEW#',
  /** Approved orders whose download starts by itself on the buyer's next visit (autoDownload). */
  autoDownload: 'AUTODL#',
  /** Time buckets inside `STATS`: `DAY#<yyyy-mm-dd>`, `MONTH#<yyyy-mm>`, `HOUR#<yyyy-mm-ddThh>`. */
  dayStats: 'DAY#',
  monthStats: 'MONTH#',
  hourStats: 'HOUR#',
  /** 5xx answers per minute inside `HEALTH`. */
  errors5xx: '5XX#',
} as const;

/** What a ranking ranks (`partitions.top`, `keys.ranking`). */
export const rankingKinds = {
  song: 'SONG',
  artist: 'ARTIST',
  customer: 'CUSTOMER',
} as const;
export type RankingKind = (typeof rankingKinds)[keyof typeof rankingKinds];

/**
 * What a pending-order guard is about: at most one pending order per buyer and item. A song is
 * one item each; every plan shares one, so a buyer never has two subscriptions awaiting approval.
 */
export const pendingItemKeys = {
  song: (songId: string) => `SONG#${songId}`,
  subscription: () => 'SUBSCRIPTION',
} as const;

/** Scopes of the fixed-window throttles (`keys.throttle(scope, subject)`). */
export const throttleScopes = {
  /** Failed sign-ins per account and client. */
  login: 'LOGIN',
  /** Failed sign-ins per client, whatever the account. */
  loginClient: 'LOGIN_CLIENT',
  /** Failed sign-ins per account, whatever the client. */
  loginAccount: 'LOGIN_ACCOUNT',
  /** Password-reset mails per address. */
  resetMail: 'RESET_MAIL',
  /** Email-verification mails per account (sign-up's first one and every resend). */
  verifyMail: 'VERIFY_MAIL',
  /** Contact-form messages per source address. */
  contact: 'CONTACT',
  /** Public licence verifications per source address. */
  licenseVerify: 'LICENSE_VERIFY',
  /** Registrations that created no account, per client. */
  register: 'REGISTER',
  /** Guest orders per client. */
  guestOrderClient: 'GUEST_ORDER_CLIENT',
  /** Guest orders per email address. */
  guestOrderEmail: 'GUEST_ORDER_EMAIL',
} as const;

const padOrderId = (orderId: number) => String(orderId).padStart(12, '0');

/** Shards of a write-sharded counter item (see stats-repo `saleShard`). */
export const COUNTER_SHARDS = 8;

/** Shard `shard` of a counter item: shard 0 is the item's own key, the others `<SK>#S<n>` in its partition. */
export const counterShardKey = (key: { PK: string; SK: string }, shard: number) =>
  shard === 0 ? key : { PK: key.PK, SK: `${key.SK}#S${shard}` };

export const keys = {
  user: (userId: string) => ({ PK: partitions.user(userId), SK: 'PROFILE' }),
  /** Users listed newest first for the back office. */
  userList: (createdAt: string, userId: string) => ({ GSI1PK: partitions.users, GSI1SK: `${createdAt}#${userId}` }),
  /**
   * A user's place in the back office's list: GSI2 sorts a role-and-status partition by joined,
   * GSI3 the same partition by lower-cased name. Rewritten with every role, status or name change.
   */
  userDirectory: (role: string, status: string, createdAt: string, nameLower: string, userId: string) => ({
    GSI2PK: partitions.userDirectory(role, status),
    GSI2SK: `${createdAt}#${userId}`,
    GSI3PK: partitions.userDirectory(role, status),
    GSI3SK: `${nameLower}#${userId}`,
  }),
  /** One search token of an account: holds the user id, sorted by joined like the directory's GSI2. */
  userSearchToken: (token: string, createdAt: string, userId: string) => ({
    PK: partitions.userSearch(token),
    SK: `${createdAt}#${userId}`,
  }),
  /** Users per role and status (`<role>_<status>` counters): the users screen's cards and list totals. */
  userStats: () => ({ PK: 'STATS', SK: 'USERS' }),
  /** Reserves an address (lower-cased) so two accounts can never share it. */
  email: (emailLower: string) => ({ PK: `EMAIL#${emailLower}`, SK: 'EMAIL' }),
  throttle: (scope: string, subject: string) => ({ PK: `THROTTLE#${scope}#${subject}`, SK: 'THROTTLE' }),
  /** The open window of an attempt limit (opened by its first attempt; `expiresAt` names it). */
  attemptWindow: (scope: string, subject: string) => ({ PK: `ATTEMPTS#${scope}#${subject}`, SK: 'WINDOW' }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
  /** An email-verification token by its SHA-256; kept (marked used) until its TTL, so a second click can be told apart. */
  verifyToken: (tokenHash: string) => ({ PK: `VERIFY#${tokenHash}`, SK: 'VERIFY' }),
  song: (songId: string) => ({ PK: `SONG#${songId}`, SK: 'SONG' }),
  /** Every song, newest first: the source of a full search-index build and of the admin list. */
  songList: (createdAt: string, songId: string) => ({ GSI1PK: partitions.songs, GSI1SK: `${createdAt}#${songId}` }),
  /** Bumped on every change to a listed field; warm containers compare it to their index. */
  catalogueVersion: () => ({ PK: 'CATALOGUE', SK: 'VERSION' }),
  /** One item per catalogue version: what changed, so warm indexes apply deltas instead of rebuilding. */
  catalogueChange: (version: number) => ({ PK: partitions.catalogueChanges, SK: String(version).padStart(12, '0') }),
  /** Marks an artist name as seen, so the distinct-artist counter counts each once. */
  artist: (nameLower: string) => ({ PK: `ARTIST#${nameLower}`, SK: 'ARTIST' }),
  /** Aggregate counters maintained on write (home statistics, dashboards). */
  stats: () => ({ PK: 'STATS', SK: 'GLOBAL' }),
  /** Stat cards of the songs back office: songs per status and their revenue. */
  songStats: () => ({ PK: 'STATS', SK: 'SONGS' }),
  setting: (name: string) => ({ PK: 'SETTINGS', SK: name }),
  contactMessage: (id: string) => ({ PK: `CONTACT#${id}`, SK: 'CONTACT' }),
  contactList: (createdAt: string, id: string) => ({ GSI1PK: partitions.contacts, GSI1SK: `${createdAt}#${id}` }),
  /** A contact message's place in the support inbox's status filter; rewritten when its status changes. */
  contactStatusList: (status: string, createdAt: string, id: string) => ({
    GSI2PK: partitions.contactsByStatus(status),
    GSI2SK: `${createdAt}#${id}`,
  }),
  /** Support inbox counters (`unread`, `read`, `replied`, `total`), changed in the transaction that changes a message. */
  supportStats: () => ({ PK: 'STATS', SK: 'SUPPORT' }),
  /** The record that a data migration (functions/data/migrations) was applied. */
  migration: (id: string) => ({ PK: `MIGRATION#${id}`, SK: 'MIGRATION' }),
  /** Atomic sequences. */
  counter: (name: string) => ({ PK: 'COUNTER', SK: name }),
  /** The order-number sequence. */
  orderCounter: () => keys.counter('ORDER'),
  order: (orderId: number) => ({ PK: `ORDER#${padOrderId(orderId)}`, SK: 'ORDER' }),
  /** GSI1: a buyer's orders newest first; GSI2: every order; GSI3: orders by status (admin filters). */
  orderIndexes: (userId: string, status: string, createdAt: string, orderId: number) => {
    const sk = `${createdAt}#${padOrderId(orderId)}`;
    return {
      GSI1PK: partitions.userOrders(userId),
      GSI1SK: sk,
      GSI2PK: partitions.orders,
      GSI2SK: sk,
      GSI3PK: partitions.ordersByStatus(status),
      GSI3SK: sk,
    };
  },
  /** One search token of an order: holds the order id (and buyer), sorted like the order lists. */
  orderSearchToken: (token: string, createdAt: string, orderId: number) => ({
    PK: partitions.orderSearch(token),
    SK: `${createdAt}#${padOrderId(orderId)}`,
  }),
  /** At most one pending order per buyer and item (see `pendingItemKeys`): a second "buy" returns the first order. */
  pendingOrder: (userId: string, itemKey: string) => ({ PK: `PENDING#${userId}#${itemKey}`, SK: 'PENDING' }),
  /** A manual-payment transaction ID, used once per method across the whole store. */
  transactionId: (method: string, transactionId: string) => ({ PK: `TXN#${method}#${transactionId.toUpperCase()}`, SK: 'TXN' }),
  license: (key: string) => ({ PK: `LICENSE#${key}`, SK: 'LICENSE' }),
  licenseTier: (tierId: string) => ({ PK: partitions.licenseTiers, SK: `TIER#${tierId}` }),
  /** A payment provider's notification, recorded once it was handled, so a replay does nothing. */
  paymentEvent: (provider: string, eventId: string) => ({ PK: `PAYEVENT#${provider}#${eventId}`, SK: 'PAYEVENT' }),
  /** An approval's effects that follow its commit (bell, mail, trending, ranking places), each marked once done. */
  afterCommit: (orderId: number) => ({ PK: `AFTERCOMMIT#${String(orderId).padStart(12, '0')}`, SK: 'AFTERCOMMIT' }),
  /** What a user may download: one item per owned song, listed by the library. */
  entitlement: (userId: string, songId: string) => ({ PK: partitions.user(userId), SK: `${sortKeyPrefixes.entitlement}${songId}` }),
  /** Time-bucketed counters (day, month, hour): see stats-repo `BUCKET_FIELDS`. */
  dailyStats: (day: string) => ({ PK: partitions.stats, SK: `${sortKeyPrefixes.dayStats}${day}` }),
  monthlyStats: (month: string) => ({ PK: partitions.stats, SK: `${sortKeyPrefixes.monthStats}${month}` }),
  hourlyStats: (hour: string) => ({ PK: partitions.stats, SK: `${sortKeyPrefixes.hourStats}${hour}` }),
  /** One event of the activity log (registrations, orders, decisions, uploads, admin user actions). */
  activity: (at: string, id: string) => ({ PK: partitions.activity, SK: `${at}#${id}` }),
  /** A ranked entity's totals (sales, revenue), kept in the transaction that approves its order. */
  ranking: (kind: RankingKind, id: string) => ({ PK: `RANK#${kind}#${id}`, SK: 'RANK' }),
  /** Its place in the ranking: revenue in cents, zero-padded so the string order is the numeric one. */
  /** One song's plays and sales on one UTC day (`yyyy-mm-dd`), for the home page's trending list. */
  trend: (day: string, songId: string) => ({ PK: `TREND#${day}`, SK: `SONG#${songId}` }),
  /** Its place among the day's trending songs: the score zero-padded so the string order is the numeric one. */
  trendIndex: (day: string, score: number, songId: string) => ({
    GSI1PK: partitions.trendDay(day),
    GSI1SK: `${String(Math.max(0, Math.round(score))).padStart(12, '0')}#${songId}`,
  }),
  rankingIndex: (kind: RankingKind, revenueCents: number, id: string) => ({
    GSI1PK: partitions.top(kind),
    GSI1SK: `${String(Math.max(0, Math.round(revenueCents))).padStart(15, '0')}#${id}`,
  }),
  /** 5xx answers in one minute (`yyyy-mm-ddThh:mm`), counted by endpoint(). */
  errors5xx: (minute: string) => ({ PK: partitions.health, SK: `${sortKeyPrefixes.errors5xx}${minute}` }),
  orderStats: () => ({ PK: 'STATS', SK: 'ORDERS' }),
  plan: (planId: string) => ({ PK: `PLAN#${planId}`, SK: 'PLAN' }),
  planList: (createdAt: string, planId: string) => ({ GSI1PK: partitions.plans, GSI1SK: `${createdAt}#${planId}` }),
  subscription: (subscriptionId: string) => ({ PK: `SUB#${subscriptionId}`, SK: 'SUB' }),
  /** A user's subscriptions, newest first. */
  userSubscriptions: (userId: string, createdAt: string, subscriptionId: string) => ({
    GSI1PK: partitions.userSubscriptions(userId),
    GSI1SK: `${createdAt}#${subscriptionId}`,
  }),
  /** A live subscription's place in the renewal sweep's index, by end date. */
  subscriptionEnding: (endAt: string, subscriptionId: string) => ({
    GSI2PK: partitions.subscriptionsEnding,
    GSI2SK: `${endAt}#${subscriptionId}`,
  }),
  /** At most one active subscription per user: written on activation while none is active. */
  activeSubscription: (userId: string) => ({ PK: partitions.user(userId), SK: 'ACTIVE_SUB' }),
  /** A single-use, short-lived download link. */
  downloadLink: (id: string) => ({ PK: `DL#${id}`, SK: 'DL' }),
  /** A broadcast, stored once whatever its audience. */
  notification: (id: string) => ({ PK: `NOTIF#${id}`, SK: 'NOTIF' }),
  notificationIndexes: (target: string, createdAt: string, id: string) => ({
    GSI1PK: partitions.notificationsFor(target),
    GSI1SK: `${createdAt}#${id}`,
    GSI2PK: partitions.notifications,
    GSI2SK: `${createdAt}#${id}`,
  }),
  /** A notification for one user (order approved, …), read state on the item itself. */
  userNotification: (userId: string, id: string) => ({ PK: partitions.user(userId), SK: `${sortKeyPrefixes.userNotification}${id}` }),
  /** That a user has read a broadcast: written once, on the first read. */
  notificationRead: (userId: string, id: string) => ({ PK: partitions.user(userId), SK: `READ#${id}` }),
  /** Stat cards of the notifications screen: broadcasts sent and reads recorded. */
  notificationStats: () => ({ PK: 'STATS', SK: 'NOTIFICATIONS' }),
  /**
   * A listener's figures kept on write (purchases, spend per `m_<yyyy-mm>` month, `g_<genre>`
   * purchases, `p_<genre>` plays): the dashboard's Your Stats and My Analytics.
   */
  listenerStats: (userId: string) => ({ PK: partitions.user(userId), SK: 'LISTENER_STATS' }),
  /** A user's preferences (spec §3 User settings); absent while every field is its default. */
  userSettings: (userId: string) => ({ PK: partitions.user(userId), SK: 'SETTINGS' }),
  /** A song the user favourited (`FAV#<songId>`). */
  favorite: (userId: string, songId: string) => ({ PK: partitions.user(userId), SK: `${sortKeyPrefixes.favorite}${songId}` }),
  /** A playlist with its song ids in order (`PLAYLIST#<ulid>`, so newest last by sort key). */
  playlist: (userId: string, playlistId: string) => ({ PK: partitions.user(userId), SK: `${sortKeyPrefixes.playlist}${playlistId}` }),
  /** Set on a playlist while it is shared: its public link finds it. */
  playlistShare: (shareId: string) => ({ GSI1PK: partitions.sharedPlaylist(shareId), GSI1SK: 'PLAYLIST' }),
  /** An artist (by slug) the user follows (`FOLLOW#<slug>`). */
  follow: (userId: string, slug: string) => ({ PK: partitions.user(userId), SK: `${sortKeyPrefixes.follow}${slug}` }),
  /** Its place among the artist's followers (GSI1), read by the new-release mails. */
  followerIndex: (slug: string, userId: string) => ({ GSI1PK: `FOLLOWERS#${slug}`, GSI1SK: userId }),
  /** An approved order whose download has not started by itself yet (`AUTODL#<orderId>`). */
  autoDownload: (userId: string, orderId: number) => ({
    PK: partitions.user(userId),
    SK: `${sortKeyPrefixes.autoDownload}${String(orderId).padStart(12, '0')}`,
  }),
  /** A song published recently, waiting for the next new-release digest sweep (`RELEASES`). */
  release: (songId: string) => ({ PK: 'RELEASES', SK: `SONG#${songId}` }),
  /** When the listener last got a new-release mail, and up to which release. */
  releaseDigest: (userId: string) => ({ PK: partitions.user(userId), SK: 'RELEASE_DIGEST' }),
  /** An artist's follower count, changed in the transaction that follows or unfollows. */
  artistFollowers: (slug: string) => ({ PK: `ARTIST_FOLLOWERS#${slug}`, SK: 'FOLLOWERS' }),
  /** The user's review of a song (`REVIEW#<songId>`): one per user and song. */
  review: (userId: string, songId: string) => ({ PK: partitions.user(userId), SK: `${sortKeyPrefixes.review}${songId}` }),
  /** Its place in the song's list of reviews, newest change first. */
  reviewIndex: (songId: string, updatedAt: string, userId: string) => ({
    GSI1PK: partitions.songReviews(songId),
    GSI1SK: `${updatedAt}#${userId}`,
  }),
  /** How many favourites, playlists and follows the user has (the limits; `COLLECTION`). */
  collectionCounts: (userId: string) => ({ PK: partitions.user(userId), SK: 'COLLECTION' }),
  /** A public page's stored text (admin §2.9); absent while the page shows its built-in text. */
  page: (pageId: string) => ({ PK: `PAGE#${pageId}`, SK: 'PAGE' }),
  /** One change of the header/footer snippets, sorted by time (the audit trail). */
  scriptsChange: (changedAt: string, id: string) => ({ PK: partitions.scriptsChanges, SK: `${changedAt}#${id}` }),
};
