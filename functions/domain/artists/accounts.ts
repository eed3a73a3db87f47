/**
 * Artist accounts (issue 24): an admin makes a user an artist, or a listener applies and an admin
 * approves or refuses. The artist name links the account to the catalogue's artist of that name
 * (its slug), one account per name: the name is reserved before the role changes, and released
 * again if the role change fails, so no half-made artist is left behind.
 */
import { artistSlug } from '../../../shared/artists';
import type { ArtistApplication, ArtistApplyBody, ArtistMe, DecideApplicationBody } from '../../../shared/api/artist';
import type { Role } from '../../../shared/api/auth';
import {
  ApplicationNotPending,
  ArtistNameTaken,
  decideApplication,
  getApplication,
  getArtistProfile,
  listApplications,
  putApplication,
  putArtistAccount,
  releaseArtistAccount,
  artistAccountBySlug,
  type ArtistApplicationRecord,
  type ArtistProfile,
} from '../../data/artists-repo';
import { getProfileExtras } from '../../data/account-repo';
import { getUser, type User } from '../../data/users-repo';
import { updateUserStanding } from '../../data/users-standing-repo';
import { USER_PLACEHOLDER } from '../../data/analytics-repo';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../../kernel/errors';
import { getSystemSettings } from '../settings/settings';

export const ARTIST_NAME_TAKEN = 'This artist name belongs to another account';
export const ARTIST_NAME_REQUIRED = 'Artist name is required to make a user an artist';
const NOT_AN_ARTIST = 'Artist account not found';

const nameTaken = () => new ConflictError(ARTIST_NAME_TAKEN, 'ARTIST_NAME_TAKEN');

function slugOf(artistName: string): string {
  const slug = artistSlug(artistName);
  if (!slug)
    throw new ValidationError('Artist name must contain a letter or a digit', [
      { path: 'body.artistName', message: 'Artist name must contain a letter or a digit' },
    ]);
  return slug;
}

/**
 * Makes `user` the artist `artistName` with `change` (the role and any rename) in its standing:
 * the name reserved first, the role second, the reservation undone if the role change fails.
 */
export async function becomeArtist(
  user: User,
  artistName: string | undefined,
  change: { name?: string; role?: Role },
  now: Date,
  activity: string,
): Promise<User> {
  const existing = await getArtistProfile(user.id, true);
  const chosen = artistName?.trim() || existing?.artistName;
  if (!chosen) throw new ValidationError(ARTIST_NAME_REQUIRED, [{ path: 'body.artistName', message: ARTIST_NAME_REQUIRED }]);
  const profile: ArtistProfile = {
    userId: user.id,
    artistName: chosen,
    artistSlug: slugOf(chosen),
    links: existing?.links ?? [],
    createdAt: existing?.createdAt ?? now.toISOString(),
  };
  const previousSlug = existing?.artistSlug;
  try {
    await putArtistAccount(profile);
  } catch (error) {
    if (error instanceof ArtistNameTaken) throw nameTaken();
    throw error;
  }
  try {
    return await updateUserStanding(user, { ...change, role: 'artist' }, now.toISOString(), activity);
  } catch (error) {
    // The role did not change: the name goes back to whoever had it (nobody, or this account's old name).
    if (previousSlug !== profile.artistSlug) await releaseArtistAccount(profile);
    if (existing) await putArtistAccount(existing).catch(() => undefined);
    throw error;
  }
}

/** An admin's `PUT /api/admin/users/{id}` with `role: 'artist'`. */
export const makeArtistByAdmin = (user: User, artistName: string | undefined, change: { name?: string; role?: Role }, now: Date) =>
  becomeArtist(user, artistName, change, now, `${USER_PLACEHOLDER} made artist by an admin`);

const toApplication = (a: ArtistApplicationRecord): ArtistApplication => ({
  user_id: a.userId,
  name: a.name,
  email: a.email,
  artist_name: a.artistName,
  artist_slug: a.artistSlug,
  bio: a.bio,
  links: a.links,
  status: a.status,
  reason: a.reason ?? null,
  created_at: a.createdAt,
});

/** A listener's application; sending it again while it waits replaces it. */
export async function applyAsArtist(userId: string, body: ArtistApplyBody, now = new Date()): Promise<ArtistApplication> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt) throw new NotFoundError('User not found');
  if (user.role !== 'user') throw new ConflictError('Only a listener account can apply to sell here', 'ALREADY_ARTIST');
  const slug = slugOf(body.artistName);
  const holder = await artistAccountBySlug(slug);
  if (holder && holder.userId !== userId) throw nameTaken();
  // Sent again while it waits: it replaces the first and keeps its place in the admins' queue.
  const previous = await getApplication(userId);
  const app: ArtistApplicationRecord = {
    userId,
    name: user.name,
    email: user.email,
    artistName: body.artistName,
    artistSlug: slug,
    bio: body.bio,
    links: body.links,
    status: 'pending',
    createdAt: previous?.status === 'pending' ? previous.createdAt : now.toISOString(),
  };
  await putApplication(app);
  return toApplication(app);
}

export async function pendingApplications(): Promise<ArtistApplication[]> {
  return (await listApplications('pending')).map(toApplication);
}

class ApplicationDecided extends DomainError {
  constructor() {
    super(409, 'APPLICATION_DECIDED', 'This application was already decided');
  }
}

export async function decideArtistApplication(userId: string, body: DecideApplicationBody, now = new Date()): Promise<ArtistApplication> {
  const app = await getApplication(userId);
  if (!app) throw new NotFoundError('Application not found');
  if (app.status !== 'pending') throw new ApplicationDecided();
  const at = now.toISOString();
  try {
    if (body.decision === 'refuse') {
      await decideApplication(app, 'refused', at, body.reason);
      return toApplication({ ...app, status: 'refused', ...(body.reason ? { reason: body.reason } : {}) });
    }
    const user = await getUser(userId, { consistent: true });
    if (!user || user.deletedAt) throw new NotFoundError('User not found');
    await becomeArtist(user, app.artistName, {}, now, `${USER_PLACEHOLDER} approved as an artist`);
    await decideApplication(app, 'approved', at);
    return toApplication({ ...app, status: 'approved' });
  } catch (error) {
    if (error instanceof ApplicationNotPending) throw new ApplicationDecided();
    throw error;
  }
}

/** The signed-in artist's account: 404 for an artist role without a linked name (never expected). */
export async function requireArtist(userId: string): Promise<ArtistProfile> {
  const profile = await getArtistProfile(userId);
  if (!profile) throw new NotFoundError(NOT_AN_ARTIST, 'ARTIST_NOT_FOUND');
  return profile;
}

export async function artistMe(userId: string): Promise<ArtistMe> {
  const [profile, user, extras, settings] = await Promise.all([
    requireArtist(userId),
    getUser(userId),
    getProfileExtras(userId),
    getSystemSettings(),
  ]);
  return {
    id: userId,
    name: user?.name ?? '',
    email: user?.email ?? '',
    artist_name: profile.artistName,
    artist_slug: profile.artistSlug,
    bio: extras.bio,
    avatar_url: extras.avatarKey ? `/${extras.avatarKey}` : null,
    commission_rate: settings.commissionRate,
    auto_approve_uploads: settings.autoApproveUploads,
    min_price: settings.minPrice,
    max_price: settings.maxPrice,
    max_file_size_mb: settings.maxFileSize,
    allowed_formats: settings.allowedFormats,
  };
}
