import { inviteUser } from '../domain/accounts/admin-users';
import { createUserRoute } from '../../shared/api/routes/users-admin';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { created } from '../lib/responses';

export const handler = endpoint(createUserRoute, async ({ body }) => created(await inviteUser(body, env.SITE_URL)));
