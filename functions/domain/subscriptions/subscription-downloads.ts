/** A subscriber's download: the plan's quota, a licence per song, and the single-use link it answers with. */
import type { Deliverable } from '../../../shared/api/licenses';
import { getPlanRecord } from '../../data/plans-repo';
import { songFileObject } from '../../data/song-offer';
import { planFile, planTier } from '../licenses/subscription-tier';
import { randomBytes } from 'node:crypto';
import type { DownloadLink } from '../../../shared/api/orders';
import { getEntitlement } from '../../data/licenses-repo';
import { requireSongRecord, type SongRecord } from '../../data/songs-repo';
import { getActiveSubscriptionId, getSubscriptionRecord } from '../../data/subscriptions-repo';
import { consumeDownloadLink, saveDownloadLink } from '../../data/download-links-repo';
import { recordSubscriptionDownload } from '../../data/subscriptions-downloads-repo';
import { getUser } from '../../data/users-repo';
import { cancelledByConflict } from '../../data/transaction';
import { countEvent } from '../../lib/metrics';
import { masterFilename } from '../../media/audio-kinds';
import { retryPolicies, withRetry } from '../../lib/retry';
import { DOWNLOAD_URL_TTL_SECONDS, presignGet } from '../../media/storage';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import { countDownload } from '../analytics/counters';
import { generateLicenseKey } from '../licenses/license-key';
import type { Caller } from '../../kernel/caller';
import { periodKey } from './periods';
import { epoch, latestSubscription } from './subscriptions';

export const DOWNLOAD_LIMIT_REACHED = 'Download limit reached for this period';
export const SUBSCRIPTION_EXPIRED = 'Your subscription has expired';
export const SUBSCRIPTION_REQUIRED = 'An active subscription is required to download';

async function singleUseLink(userId: string, song: SongRecord, siteUrl: string, now: Date, file?: Deliverable): Promise<DownloadLink> {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = epoch(now) + DOWNLOAD_URL_TTL_SECONDS;
  await saveDownloadLink(id, userId, song.id, expiresAt, file);
  const object = file && songFileObject(song, file);
  return {
    url: `${siteUrl}/api/downloads/${id}`,
    filename: object ? `${song.title}.${object.ext}` : masterFilename(song.title, song.media.masterContentType),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * A download against the quota. Songs the subscriber already has are free; a new song spends
 * one download in a transaction with its entitlement and licence ('Subscription Download').
 */
export async function downloadWithSubscription(caller: Caller, songId: string, siteUrl: string, now = new Date()): Promise<DownloadLink> {
  const activeId = await getActiveSubscriptionId(caller.userId, epoch(now));
  const sub = activeId ? await getSubscriptionRecord(activeId, true) : undefined;
  if (!sub || sub.status !== 'active') {
    const latest = await latestSubscription(caller.userId);
    const expired = latest?.status === 'active' && latest.endAt !== undefined && latest.endAt <= now.toISOString();
    throw new ForbiddenError(
      expired ? SUBSCRIPTION_EXPIRED : SUBSCRIPTION_REQUIRED,
      expired ? 'SUBSCRIPTION_EXPIRED' : 'SUBSCRIPTION_REQUIRED',
    );
  }
  if (sub.endAt !== undefined && sub.endAt <= now.toISOString()) throw new ForbiddenError(SUBSCRIPTION_EXPIRED, 'SUBSCRIPTION_EXPIRED');

  const song = await requireSongRecord(songId);
  // Licence tiers (issue 25): the plan's tier, at the plan's quality.
  const plan = await getPlanRecord(sub.planId);
  const tier = await planTier(plan);
  const file = planFile(plan, tier, song);
  if (await getEntitlement(caller.userId, song.id)) {
    countEvent('SubscriptionDownloads');
    return singleUseLink(caller.userId, song, siteUrl, now, file);
  }
  if (song.status !== 'published' || !song.isAvailable) throw new ConflictError('This song is not available for download', 'NOT_AVAILABLE');

  const user = await getUser(caller.userId);
  if (!user) throw new NotFoundError('User not found');
  const at = now.toISOString();
  const key = periodKey(sub.limitPeriod, now);
  let newPeriod = sub.periodKey !== key;
  let periodRetried = false;
  // One loop, one policy: every try is one transaction, whether the last was a conflict with another
  // download of this subscriber, a period opened meanwhile or a licence key drawn twice.
  const outcome = await withRetry(
    retryPolicies.hotItem,
    async () => {
      const result = await recordSubscriptionDownload({
        sub,
        periodKey: key,
        newPeriod,
        at,
        license: {
          licenseKey: generateLicenseKey(),
          type: 'Subscription Download',
          orderId: null,
          userId: user.id,
          userEmail: user.email,
          userName: user.name,
          songId: song.id,
          songTitle: song.title,
          artist: song.artist,
          amountMinor: null,
          currency: null,
          issuedAt: at,
          license: tier,
        },
      });
      if (result === 'new-period') newPeriod = true;
      // 'limit' while opening a period: either the quota is spent, or another request just opened it.
      else if (result === 'limit' && newPeriod && !periodRetried) [newPeriod, periodRetried] = [false, true];
      else if (result !== 'key-taken') return result;
      throw new QuotaStateMoved();
    },
    (error) => error instanceof QuotaStateMoved || cancelledByConflict(error),
  ).catch((error: unknown) => {
    if (error instanceof QuotaStateMoved) return 'limit' as const;
    throw error;
  });
  if (outcome === 'limit') throw new ForbiddenError(DOWNLOAD_LIMIT_REACHED, 'DOWNLOAD_LIMIT_REACHED');
  countEvent('SubscriptionDownloads');
  return singleUseLink(user.id, song, siteUrl, now, file);
}

/** The quota item was not in the state the download assumed (a new period, a key drawn twice): decide again. */
class QuotaStateMoved extends Error {}

/** Follows a single-use link: the link is deleted as it is used, then the file is signed for 5 minutes. */
export async function redeemDownloadLink(id: string, now = new Date()): Promise<string> {
  const link = await consumeDownloadLink(id, epoch(now));
  if (!link) throw new DomainError(410, 'LINK_GONE', 'This download link has expired or was already used');
  const song = await requireSongRecord(link.songId);
  const object = (link.file && songFileObject(song, link.file)) || {
    key: song.media.masterKey,
    contentType: song.media.masterContentType,
    ext: masterFilename('', song.media.masterContentType).slice(1),
  };
  const filename = `${song.title}.${object.ext}`;
  const url = (
    await presignGet(object.key, {
      expiresIn: DOWNLOAD_URL_TTL_SECONDS,
      contentType: object.contentType,
      attachmentName: filename,
    })
  ).url;
  await countDownload(now);
  return url;
}
