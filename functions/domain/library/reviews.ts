/**
 * Song reviews (issue 14): a listener who owns a song (a purchase or a subscription download) rates
 * it 1–5 with an optional comment, once, editable. The song keeps the sum and count of its ratings
 * and their average (`rating`, shown by the admin songs list). The system setting `enableReviews`
 * turns them off: the list then says so and a review is refused.
 */
import {
  REVIEW_NOT_OWNER_MESSAGE,
  REVIEWS_DISABLED_MESSAGE,
  type Review,
  type ReviewBody,
  type SongReviews,
} from '../../../shared/api/library';
import { getEntitlement } from '../../data/licenses-repo';
import {
  deleteReview,
  getReviewRecord,
  listReviewRecords,
  listSongReviewRecords,
  RatingRace,
  saveReview,
  type ReviewRecord,
} from '../../data/reviews-repo';
import { getSongRecord } from '../../data/songs-repo';
import { getUser } from '../../data/users-repo';
import { retryPolicies, withRetry } from '../../lib/retry';
import { isPubliclyVisible } from '../catalogue/songs';
import { ConflictError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import { cachedSystemSettings } from '../settings/system-settings';
import { firstName } from './names';

const songNotFound = () => new NotFoundError('Song not found', 'SONG_NOT_FOUND');

const toReview = (r: ReviewRecord, userId?: string): Review => ({
  reviewer: r.reviewer,
  rating: r.rating,
  comment: r.comment,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
  mine: r.userId === userId,
});

async function visibleSong(songId: string, consistent = false) {
  const song = await getSongRecord(songId, { consistent });
  if (!song || !isPubliclyVisible(song)) throw songNotFound();
  return song;
}

export async function getSongReviews(songId: string, userId?: string): Promise<SongReviews> {
  const [settings, song] = await Promise.all([cachedSystemSettings(), visibleSong(songId)]);
  if (!settings.enableReviews) {
    return { enabled: false, message: REVIEWS_DISABLED_MESSAGE, average: null, count: 0, reviews: [], canReview: false, mine: null };
  }
  const [records, mine, owned] = await Promise.all([
    listSongReviewRecords(songId),
    userId ? getReviewRecord(userId, songId) : undefined,
    userId ? getEntitlement(userId, songId) : undefined,
  ]);
  const count = song.ratingCount ?? 0;
  return {
    enabled: true,
    average: count > 0 ? Math.round(((song.ratingSum ?? 0) / count) * 10) / 10 : null,
    count,
    reviews: records.map((r) => toReview(r, userId)),
    canReview: Boolean(owned),
    mine: mine ? toReview(mine, userId) : null,
  };
}

/** Creates or edits the caller's review and moves the song's rating counters with it. */
export async function putSongReview(userId: string, songId: string, body: ReviewBody, now = new Date()): Promise<Review> {
  const settings = await cachedSystemSettings();
  if (!settings.enableReviews) throw new ForbiddenError(REVIEWS_DISABLED_MESSAGE, 'REVIEWS_DISABLED');
  await visibleSong(songId);
  const [owned, user] = await Promise.all([getEntitlement(userId, songId), getUser(userId)]);
  if (!owned) throw new ForbiddenError(REVIEW_NOT_OWNER_MESSAGE, 'NOT_SONG_OWNER');
  return withRetry(
    retryPolicies.readModifyWrite,
    async () => {
      const [song, previous] = await Promise.all([visibleSong(songId, true), getReviewRecord(userId, songId)]);
      const at = now.toISOString();
      const next: ReviewRecord = {
        userId,
        songId,
        reviewer: firstName(user?.name),
        rating: body.rating,
        comment: body.comment ?? '',
        createdAt: previous?.createdAt ?? at,
        updatedAt: previous && previous.updatedAt >= at ? new Date(Date.parse(previous.updatedAt) + 1).toISOString() : at,
      };
      await saveReview(previous, next, { ratingSum: song.ratingSum ?? 0, ratingCount: song.ratingCount ?? 0 });
      return toReview(next, userId);
    },
    (error) => error instanceof RatingRace,
  ).catch((error: unknown) => {
    if (error instanceof RatingRace) throw new ConflictError('Many reviews are being saved right now. Please try again.', 'REVIEW_BUSY');
    throw error;
  });
}

/**
 * Takes back every review of a user (account deletion): each review goes and the song's average,
 * sum and count drop with it, so a deleted listener's rating no longer counts. Idempotent.
 */
export async function withdrawReviews(userId: string): Promise<number> {
  let withdrawn = 0;
  for (const review of await listReviewRecords(userId)) {
    const deleted = await withRetry(
      retryPolicies.readModifyWrite,
      async () => {
        const song = await getSongRecord(review.songId, { consistent: true });
        const seen = song ? { ratingSum: song.ratingSum ?? 0, ratingCount: song.ratingCount ?? 0 } : undefined;
        return deleteReview(review, seen);
      },
      (error) => error instanceof RatingRace,
    );
    if (deleted) withdrawn++;
  }
  return withdrawn;
}
