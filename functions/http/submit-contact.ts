import { submitContactMessage } from '../domain/support/contact';
import { submitContactRoute } from '../../shared/api/routes/catalogue';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { requestLanguage } from '../lib/request-language';
import { created } from '../lib/responses';

export const handler = endpoint(submitContactRoute, async ({ body, clientAddress, headers }) => {
  await submitContactMessage(body, await clientAddress(), env.SITE_URL, new Date(), requestLanguage(headers['accept-language']));
  return created({ message: 'Thank you! Your message has been sent. We will reply within one business day.' });
});
