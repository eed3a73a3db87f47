import { requestEmailChange } from '../domain/accounts/self-service';
import { changeEmailRoute } from '../../shared/api/routes/account';
import { endpoint } from './endpoint';
import { env } from '../lib/env';

export const handler = endpoint(changeEmailRoute, async ({ user, body }) => requestEmailChange(user.userId, body, env.SITE_URL));
