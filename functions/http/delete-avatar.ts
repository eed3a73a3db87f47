import { removeAvatar } from '../domain/accounts/avatar';
import { profileOf } from '../domain/accounts/self-service';
import { deleteAvatarRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(deleteAvatarRoute, async ({ user }) => {
  await removeAvatar(user.userId);
  return profileOf(user.userId);
});
