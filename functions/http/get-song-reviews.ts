import { getSongReviews } from '../domain/library/reviews';
import { getSongReviewsRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(getSongReviewsRoute, async ({ user, params }) => getSongReviews(params.songId, user?.userId));
