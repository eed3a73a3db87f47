/** Public licence verification, licence PDFs and the files a buyer is entitled to. */
import type { DownloadLink, LibrarySong, LicenseVerification } from '../../../shared/api/orders';
import { getUserSettings } from '../../data/account-repo';
import { throttleScopes } from '../../data/keys';
import { getEntitlement, getLicense, listEntitlements } from '../../data/licenses-repo';
import { getOrderRecord } from '../../data/orders-repo';
import { getSongRecords, requireSongRecord, toSong } from '../../data/songs-repo';
import { hit } from '../../data/throttle-repo';
import { countEvent } from '../../lib/metrics';
import { DOWNLOAD_URL_TTL_SECONDS, PREVIEW_URL_TTL_SECONDS, presignGet } from '../../media/storage';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../kernel/errors';
import { countDownload, countPreviewPlayed } from '../analytics/counters';
import { countArtistPlay } from '../artists/plays';
import { countTrendingPlay } from '../catalogue/trending-counts';
import { isPubliclyVisible } from '../catalogue/songs';
import { getOwnOrder } from '../orders/orders';
import type { Caller } from '../../kernel/caller';
import { toMajor } from '../../../shared/money';
import { invoiceNumber } from '../../../shared/order-display';
import { maskEmail, normaliseLicenseKey } from './license-key';
import { licenceFileLink } from './tier-downloads';
import { termsSummary, type Deliverable } from '../../../shared/api/licenses';
import { LEGACY_SNAPSHOT } from '../../data/default-tiers';

/** Checks per IP per 10 minutes: plenty for people, useless for guessing 100-bit keys. */
export const VERIFY_LIMIT = 60;
const VERIFY_WINDOW_SECONDS = 600;

export async function verifyLicense(rawKey: string, sourceIp: string, now = new Date()): Promise<LicenseVerification> {
  const quota = await hit(throttleScopes.licenseVerify, sourceIp, VERIFY_LIMIT, VERIFY_WINDOW_SECONDS, Math.floor(now.getTime() / 1000));
  if (!quota.allowed)
    throw new TooManyRequestsError(
      'Too many licence checks. Please wait a few minutes and try again.',
      quota.retryAfter,
      'VERIFY_RATE_LIMITED',
    );
  const key = normaliseLicenseKey(rawKey);
  if (!key) return { valid: false, message: 'This is not a valid licence key format' };
  const license = await getLicense(key);
  if (!license) return { valid: false, message: 'License key not found' };
  if (license.status === 'revoked') {
    // Only what happened and when: no holder, no order details.
    const day = (license.revokedAt ?? '').slice(0, 10);
    return { valid: false, status: 'revoked', revokedAt: license.revokedAt, message: `This licence was revoked on ${day} after a refund` };
  }
  const snapshot = license.license ?? (license.orderId === null ? undefined : LEGACY_SNAPSHOT);
  const tier = snapshot && { id: snapshot.tier, name: snapshot.name, terms: termsSummary(snapshot.terms), exclusive: snapshot.exclusive };
  const upgraded = license.status === 'upgraded';
  const order = license.orderId === null ? undefined : await getOrderRecord(license.orderId);
  return {
    valid: !upgraded,
    status: upgraded ? 'upgraded' : 'active',
    message: upgraded ? `This licence was upgraded to ${license.upgradedTo ?? 'a new licence'}` : 'This licence is valid',
    ...(upgraded ? { upgradedTo: license.upgradedTo, upgradedAt: license.upgradedAt } : {}),
    ...(tier ? { tier } : {}),
    details: {
      licenseKey: license.licenseKey,
      orderId: license.orderId,
      orderNumber: order ? invoiceNumber({ id: order.id, created_at: order.createdAt }) : null,
      purchaseDate: license.issuedAt,
      amount: license.amountMinor === null ? null : toMajor(license.amountMinor),
      currency: license.currency,
      type: license.type,
      songTitle: license.songTitle,
      artist: license.artist,
      // A deleted account's licences keep no email: the holder shows as its anonymised name.
      userEmail: license.userEmail ? maskEmail(license.userEmail) : license.userName,
    },
  };
}

export async function completedOrderOf(caller: Caller, orderId: number) {
  const order = await getOwnOrder(caller, orderId);
  if (order.status === 'refunded') throw new ForbiddenError('This licence was revoked after a refund', 'LICENSE_REVOKED');
  if (order.status !== 'completed' || !order.licenseKey) {
    throw new ConflictError('This order is not completed yet: downloads open once the payment is approved', 'ORDER_NOT_COMPLETED');
  }
  return order;
}

export async function orderDownloadLink(caller: Caller, orderId: number, file?: Deliverable): Promise<DownloadLink> {
  const order = await completedOrderOf(caller, orderId);
  if (!order.songId) throw new NotFoundError('This order has no song to download');
  // Licence tiers (issue 25): the tier's files; the buyer's download-quality preference picks the default.
  const link = await licenceFileLink(order, await requireSongRecord(order.songId), caller.userId, file);
  countEvent('SongDownloads');
  await countDownload();
  return link;
}

export async function library(userId: string): Promise<LibrarySong[]> {
  const owned = await listEntitlements(userId);
  const songs = new Map((await getSongRecords(owned.map((e) => e.songId))).map((s) => [s.id, s]));
  return owned
    .filter((e) => songs.has(e.songId))
    .map((e) => ({
      ...toSong(songs.get(e.songId)!),
      purchaseDate: e.grantedAt,
      orderId: e.orderId,
      license_key: e.licenseKey,
      source: e.source,
    }))
    .sort((a, b) => (a.purchaseDate < b.purchaseDate ? 1 : -1));
}

/** The stream an entitled listener asked for: `high` is the master, `standard` the 128 kbps derivative. */
export type StreamQuality = 'high' | 'standard';

/**
 * What a listener may hear: the full master for a signed-in caller who owns the song, the
 * preview clip (a separate object) for everyone else. The master is never signed otherwise.
 * Owners get the master, or its 128 kbps derivative when they chose standard quality.
 */
export async function streamTarget(
  songId: string,
  userId?: string,
  quality?: StreamQuality,
): Promise<{ url: string; expiresAt: string; full: boolean; quality?: StreamQuality }> {
  const song = await requireSongRecord(songId);
  const entitled = userId ? await getEntitlement(userId, songId) : undefined;
  if (entitled && userId) {
    // Without an explicit choice, the listener's saved High quality audio preference decides.
    const wanted = quality ?? ((await getUserSettings(userId)).highQualityAudio ? 'high' : 'standard');
    const standardKey = wanted === 'standard' ? song.media.standardKey : undefined;
    const link = standardKey
      ? await presignGet(standardKey, { expiresIn: DOWNLOAD_URL_TTL_SECONDS, contentType: 'audio/mpeg' })
      : song.media.highKey
        ? await presignGet(song.media.highKey, { expiresIn: DOWNLOAD_URL_TTL_SECONDS, contentType: 'audio/mpeg' })
        : await presignGet(song.media.masterKey, { expiresIn: DOWNLOAD_URL_TTL_SECONDS, contentType: song.media.masterContentType });
    return { ...link, full: true, quality: standardKey ? 'standard' : 'high' };
  }
  if (!isPubliclyVisible(song)) throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  const link = await presignGet(song.media.previewKey, { expiresIn: PREVIEW_URL_TTL_SECONDS, contentType: song.media.previewContentType });
  await Promise.all([countPreviewPlayed(), countTrendingPlay(songId), countArtistPlay(song)]);
  return { ...link, full: false };
}

export async function streamLocation(songId: string, userId?: string, quality?: StreamQuality): Promise<string> {
  return (await streamTarget(songId, userId, quality)).url;
}
