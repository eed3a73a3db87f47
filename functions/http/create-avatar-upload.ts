import { createAvatarUpload } from '../domain/accounts/avatar';
import { createAvatarUploadRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';
import { created } from '../lib/responses';

export const handler = endpoint(createAvatarUploadRoute, async ({ user, body }) => created(await createAvatarUpload(user.userId, body)));
