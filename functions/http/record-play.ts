import { recordPlay } from '../domain/accounts/self-service';
import { recordPlayRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint({ recordPlay: recordPlayRoute }, 'recordPlay', async ({ user, params }) => {
  await recordPlay(user.userId, params.songId);
  return { message: 'Play counted' };
});
