/**
 * What a signed-in user does with their own account (public-and-buyer spec §2 dashboard, My
 * Analytics, Profile, Settings): figures, preferences, profile, the data export and deletion.
 */
import {
  type ChangeEmailBody,
  NO_FAVORITE_GENRE,
  DEFAULT_USER_SETTINGS,
  type DeleteAccountBody,
  type ListenerStats,
  type Profile,
  type UpdateProfileBody,
  type UserDataExport,
  type UserSettings,
} from '../../../shared/api/account';
import { toMajor } from '../../../shared/money';
import {
  addListenerPlay,
  countEntitlements,
  getProfileExtras,
  getUserSettings,
  listenerCounter,
  putUserSettings,
  readItems,
  readListenerCounters,
  readUserOrderItems,
  readUserPartition,
  readUserSubscriptionItems,
  setProfileExtras,
} from '../../data/account-repo';
import { ENTITY, keys } from '../../data/keys';
import { getSongRecord } from '../../data/songs-repo';
import { isPubliclyVisible } from '../catalogue/songs';
import { readCollectionCounts } from '../../data/library-repo';
import { anonymiseUser, updateUserStanding } from '../../data/users-standing-repo';
import { EMAIL_TAKEN_MESSAGE, findUserByEmail, getUser, type User } from '../../data/users-repo';
import { logger } from '../../lib/log';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../kernel/errors';
import { isOwnPassword } from './accounts';
import { avatarUrl } from './avatar';
import { eraseAccountData } from './erasure';
import { mailEmailChangeLink } from './email-verification';

const USER_NOT_FOUND = 'User not found';
export const DELETE_CONFIRMATION_MISMATCH = 'Type your email address or your password to confirm';
export const ADMIN_SELF_DELETE_MESSAGE = 'Admin accounts cannot be deleted';

async function liveUser(userId: string): Promise<User> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}

/** `yyyy-mm` of `now` and the five months before it, oldest first (UTC). */
export function lastSixMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = 5; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * Spec §3 Listener stats and My Analytics' figures. Reads the listener-stats and collection-count
 * items, the user item, the newest four completed purchases (Recent Purchases: never a pending or
 * rejected order) and the count of entitlements: a handful of reads
 * on the user's own keys, never another user's items, never a scan.
 */
export async function listenerStats(userId: string, now = new Date()): Promise<ListenerStats> {
  const [user, counters, recent, owned, collection] = await Promise.all([
    liveUser(userId),
    readListenerCounters(userId),
    readUserOrderItems(userId, 4, 'completed'),
    countEntitlements(userId),
    readCollectionCounts(userId),
  ]);
  const genres = new Map<string, { purchases: number; plays: number }>();
  for (const [name, value] of Object.entries(counters)) {
    const match = /^([gp])_(.+)$/.exec(name);
    if (!match) continue;
    const entry = genres.get(match[2]!) ?? { purchases: 0, plays: 0 };
    if (match[1] === 'g') entry.purchases += value;
    else entry.plays += value;
    genres.set(match[2]!, entry);
  }
  const ranked = [...genres.entries()]
    .map(([genre, c]) => ({ genre, ...c, total: c.purchases + c.plays }))
    .filter((g) => g.total > 0)
    .sort((a, b) => b.total - a.total || a.genre.localeCompare(b.genre));
  const grand = ranked.reduce((n, g) => n + g.total, 0);
  const months = lastSixMonths(now);
  const monthlySpending = months.map((month) => ({
    month,
    amount: toMajor(counters[listenerCounter.month(month)] ?? 0),
    purchases: counters[listenerCounter.monthPurchases(month)] ?? 0,
  }));
  const thisMonth = monthlySpending[5]!.amount;
  const lastMonth = monthlySpending[4]!.amount;

  return {
    totalPurchases: user.totalPurchases ?? 0,
    totalSpent: toMajor(user.totalSpentCents ?? 0),
    totalPaid: { BDT: toMajor(user.paidTakaMinor ?? 0), USD: toMajor(user.paidUsdCents ?? 0) },
    // No history, no favourite (issue 21): an empty string, which every screen shows as '–'.
    favoriteGenre: ranked[0]?.genre ?? NO_FAVORITE_GENRE,
    songsOwned: owned,
    likedSongs: collection.favorites,
    downloadedSongs: owned,
    playlistCount: collection.playlists,
    followingArtists: collection.following,
    plays: counters[listenerCounter.plays] ?? 0,
    monthlySpending,
    growth: lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null,
    topGenres: ranked.slice(0, 5).map((g) => ({
      genre: g.genre,
      purchases: g.purchases,
      plays: g.plays,
      share: Math.round((g.total / grand) * 100),
    })),
    recentActivity: recent.map((o) => ({
      orderId: num(o.id),
      title: str(o.title),
      artist: typeof o.songArtist === 'string' ? o.songArtist : null,
      type: o.type === 'subscription' ? ('subscription' as const) : ('song' as const),
      status: str(o.status),
      amount: toMajor(num(o.listPriceCents)),
      created_at: str(o.createdAt),
    })),
  };
}

/**
 * The buyer's preferences for a mail or bell entry about them; the spec defaults when they cannot
 * be read, so a failed read never stops a decision.
 */
export async function preferencesOf(userId: string): Promise<UserSettings> {
  try {
    return await getUserSettings(userId);
  } catch (error) {
    logger.error('settings read failed', { error });
    return DEFAULT_USER_SETTINGS;
  }
}

/** One play by a signed-in listener of a song anyone may hear, counted under its genre. */
export async function recordPlay(userId: string, songId: string): Promise<void> {
  const song = await getSongRecord(songId);
  if (!song || !isPubliclyVisible(song)) throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  await addListenerPlay(userId, song.genre);
}

export async function settingsOf(userId: string): Promise<UserSettings> {
  await liveUser(userId);
  return getUserSettings(userId);
}

export async function saveSettings(userId: string, settings: UserSettings, now = new Date()): Promise<UserSettings> {
  await liveUser(userId);
  await putUserSettings(userId, settings, now.toISOString());
  return settings;
}

const toProfile = (user: User, extras: { phone: string; bio: string; avatarKey?: string }): Profile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  phone: extras.phone,
  bio: extras.bio,
  avatar_url: avatarUrl(extras.avatarKey),
  created_at: user.createdAt,
});

export async function profileOf(userId: string): Promise<Profile> {
  const [user, extras] = await Promise.all([liveUser(userId), getProfileExtras(userId)]);
  return toProfile(user, extras);
}

/** Name (through the directory, so the back office's list and search follow), phone and bio. */
export async function updateProfile(userId: string, body: UpdateProfileBody, now = new Date()): Promise<Profile> {
  const [found, stored] = await Promise.all([liveUser(userId), getProfileExtras(userId)]);
  let user = found;
  if (body.name !== user.name) user = await updateUserStanding(user, { name: body.name }, now.toISOString());
  const extras = { phone: body.phone, bio: body.bio };
  await setProfileExtras(userId, extras, now.toISOString());
  return toProfile(user, { ...extras, avatarKey: stored.avatarKey });
}

export const EMAIL_CHANGE_SENT = (email: string) => `We have sent a confirmation link to ${email}. Your email changes once you open it.`;

/**
 * Email change: the password confirms it is the owner, and a link mailed to the new address
 * proves that mailbox; the account moves only when the link is opened (POST /api/auth/verify-email).
 */
export async function requestEmailChange(
  userId: string,
  body: ChangeEmailBody,
  siteUrl: string,
  now = new Date(),
): Promise<{ message: string }> {
  const user = await liveUser(userId);
  const newEmail = body.newEmail.toLowerCase();
  if (newEmail === user.email.toLowerCase()) {
    throw new ValidationError('That is already your email address', [
      { path: 'body.newEmail', message: 'That is already your email address' },
    ]);
  }
  if (!(await isOwnPassword(user, body.password, now))) {
    throw new ValidationError('Password is incorrect', [{ path: 'body.password', message: 'Password is incorrect' }]);
  }
  if (await findUserByEmail(newEmail)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  if (!(await mailEmailChangeLink(user, newEmail, siteUrl, now))) {
    throw new TooManyRequestsError('Too many verification emails. Please try again in an hour.', 3600, 'VERIFY_MAIL_THROTTLED');
  }
  return { message: EMAIL_CHANGE_SENT(newEmail) };
}

/** Keys and bookkeeping that say nothing about the person and would only confuse a reader. */
const INTERNAL = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', '_type', 'searchText', 'expiresAt']);
/** Fields that are secrets or name someone else (the deciding admin). */
const PRIVATE = new Set(['passwordHash', 'passwordVersion', 'decidedBy', 'licensePdfKey']);

const clean = (item: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL.has(k) && !PRIVATE.has(k)));

/**
 * `user-data-export.json`: the profile (no password hash), settings, orders, licences,
 * subscriptions and every other item of the user's own partition, grouped by type. Each list is
 * read by the user's own keys, so nothing of another user can be in it.
 */
export async function exportUserData(userId: string, now = new Date()): Promise<UserDataExport> {
  const [user, extras, settings, partition, orders, subscriptions] = await Promise.all([
    liveUser(userId),
    getProfileExtras(userId),
    getUserSettings(userId),
    readUserPartition(userId),
    readUserOrderItems(userId),
    readUserSubscriptionItems(userId),
  ]);
  const licenseKeys = [
    ...new Set(
      partition.filter((i) => i._type === ENTITY.entitlement).flatMap((i) => (typeof i.licenseKey === 'string' ? [i.licenseKey] : [])),
    ),
  ];
  const licenses = (await readItems(licenseKeys.map((k) => keys.license(k)))).filter((l) => l.userId === userId);
  const account: Record<string, Record<string, unknown>[]> = {};
  for (const item of partition) {
    const type = str(item._type) || 'Other';
    if (type === ENTITY.user || type === ENTITY.userSettings) continue;
    (account[type] ??= []).push(clean(item));
  }
  return {
    exportedAt: now.toISOString(),
    profile: toProfile(user, extras),
    settings,
    orders: orders.filter((o) => o.userId === userId).map(clean),
    licenses: licenses.map(clean),
    subscriptions: subscriptions.filter((s) => s.userId === userId).map(clean),
    account,
  };
}

/**
 * Delete Account: confirmed by the account's email or password. Orders keep their amounts for the
 * books and licences stay verifiable under 'Deleted user', and every other item of the user's
 * partition (settings, figures, entitlements, favourites, playlists, follows, reviews,
 * notifications) is deleted (`eraseAccountData`); then the profile is anonymised, its email freed
 * (anyone may register it again) and its sessions end. The erasure runs first so that one that
 * fails leaves the account signed in: the owner is told it failed and can press again. Admin
 * accounts are not deleted here.
 */
export async function deleteOwnAccount(userId: string, body: DeleteAccountBody, now = new Date()): Promise<void> {
  const user = await liveUser(userId);
  // An admin account would take the back office with it (possibly its last admin): refused outright.
  if (user.role === 'admin') throw new ForbiddenError(ADMIN_SELF_DELETE_MESSAGE, 'ADMIN_NOT_DELETABLE');
  const typed = body.confirmation.trim();
  const confirmed = typed.toLowerCase() === user.email.toLowerCase() || (await isOwnPassword(user, body.confirmation, now));
  if (!confirmed) {
    throw new ValidationError(DELETE_CONFIRMATION_MISMATCH, [{ path: 'body.confirmation', message: DELETE_CONFIRMATION_MISMATCH }]);
  }
  const erased = await eraseAccountData(userId);
  // Read again: the erasure may have moved the profile (its avatar), and anonymising is conditioned on the profile as read.
  await anonymiseUser(await liveUser(userId), now.toISOString());
  logger.info('account deleted by its owner', { userId, ...erased });
}
