import { setAvatar } from '../domain/accounts/avatar';
import { profileOf } from '../domain/accounts/self-service';
import { setAvatarRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';

export const handler = endpoint(setAvatarRoute, async ({ user, body }) => {
  await setAvatar(user.userId, body.uploadId);
  return profileOf(user.userId);
});
