import { listFollowing } from '../domain/library/follows';
import { listFollowingRoute } from '../../shared/api/routes/library';
import { endpoint } from './endpoint';

export const handler = endpoint(listFollowingRoute, async ({ user }) => listFollowing(user.userId));
