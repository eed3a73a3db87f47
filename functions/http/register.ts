import { REGISTRATION_SUCCESS_MESSAGE } from '../../shared/constants';
import { register } from '../domain/accounts/accounts';
import { registerRoute } from '../../shared/api/routes/auth';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { requestLanguage } from '../lib/request-language';
import { created } from '../lib/responses';

export const handler = endpoint(registerRoute, async ({ body, clientAddress, headers }) => {
  const user = await register(body, await clientAddress(), env.SITE_URL, new Date(), requestLanguage(headers['accept-language']));
  return created({ message: REGISTRATION_SUCCESS_MESSAGE, user });
});
