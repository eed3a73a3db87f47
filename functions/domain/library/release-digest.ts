/**
 * New-release mails (issue 20): publishing a song records a release; a scheduled sweep (hourly
 * in AWS, a timer on the local stack) mails each opted-in follower of the releasing artists one
 * digest a day at most, of the releases published since their last mail and since they followed.
 */
import { getUserSettings } from '../../data/account-repo';
import {
  claimDigest,
  getDigestState,
  listFollowers,
  listReleases,
  restoreDigest,
  RELEASE_KEEP_SECONDS,
  type Release,
} from '../../data/releases-repo';
import { getUser } from '../../data/users-repo';
import { logger } from '../../lib/log';
import { sendMail } from '../../mail/mailer';
import { releaseDigestMail } from '../../mail/release-digest-mail';
import { unsubscribeToken } from '../accounts/unsubscribe';
import { cachedSystemSettings } from '../settings/system-settings';

export interface SweepResult {
  releases: number;
  mailed: number;
}

/** The UTC day a mail counts against. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function sendReleaseDigests(siteUrl: string, now = new Date()): Promise<SweepResult> {
  const releases = await listReleases(new Date(now.getTime() - RELEASE_KEEP_SECONDS * 1000).toISOString());
  if (releases.length === 0) return { releases: 0, mailed: 0 };
  const bySlug = new Map<string, Release[]>();
  for (const r of releases) bySlug.set(r.slug, [...(bySlug.get(r.slug) ?? []), r]);
  // Listener → the releases of the artists they follow, each only if published after they followed.
  const forListener = new Map<string, Release[]>();
  for (const [slug, ofArtist] of bySlug) {
    for (const follower of await listFollowers(slug)) {
      const fresh = ofArtist.filter((r) => r.publishedAt > follower.since);
      if (fresh.length > 0) forListener.set(follower.userId, [...(forListener.get(follower.userId) ?? []), ...fresh]);
    }
  }
  let mailed = 0;
  for (const [userId, candidates] of forListener) {
    try {
      if (await mailListener(userId, candidates, siteUrl, now)) mailed++;
    } catch (error) {
      // One listener's failure never stops the others' mails; theirs is retried on the next sweep.
      logger.error('release digest failed', { error, userId });
    }
  }
  return { releases: releases.length, mailed };
}

async function mailListener(userId: string, candidates: Release[], siteUrl: string, now: Date): Promise<boolean> {
  const today = dayOf(now);
  const previous = await getDigestState(userId);
  if (previous?.day === today) return false;
  const songs = candidates
    .filter((r) => !previous || r.publishedAt > previous.sentThrough)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  if (songs.length === 0) return false;
  const settings = await getUserSettings(userId);
  if (!settings.emailUpdates) return false;
  const user = await getUser(userId);
  if (!user || user.status !== 'active') return false;
  if (!(await claimDigest(userId, { day: today, sentThrough: songs[songs.length - 1]!.publishedAt }))) return false;
  try {
    const token = encodeURIComponent(await unsubscribeToken(userId));
    await sendMail(
      releaseDigestMail({
        to: user.email,
        name: user.name,
        songs: songs.map((s) => ({ title: s.title, artist: s.artist, url: `${siteUrl}/songs/${encodeURIComponent(s.songId)}` })),
        unsubscribePage: `${siteUrl}/unsubscribe?token=${token}`,
        unsubscribeUrl: `${siteUrl}/api/email/unsubscribe?token=${token}`,
        brand: await cachedSystemSettings(),
        language: settings.language,
      }),
    );
  } catch (error) {
    await restoreDigest(userId, previous);
    throw error;
  }
  return true;
}
