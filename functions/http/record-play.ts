import { recordPlay } from '../domain/accounts/self-service';
import { recordPlayRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(recordPlayRoute, async ({ user, params }) => {
  await recordPlay(user.userId, params.songId);
  return { message: 'Play counted' };
});
