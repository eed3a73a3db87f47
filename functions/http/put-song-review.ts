import { putSongReview } from '../domain/library/reviews';
import { putSongReviewRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(putSongReviewRoute, async ({ user, params, body }) => putSongReview(user.userId, params.songId, body));
