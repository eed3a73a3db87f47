import { purchaseSubscription } from '../domain/subscriptions/subscriptions';
import { createGuestSubscription } from '../domain/subscriptions/guest-plans';
import { purchaseSubscriptionRoute } from '../../shared/api/routes/subscriptions';
import { authenticate } from '../lib/auth';
import { endpoint } from './endpoint';
import { env } from '../lib/env';
import { requestLanguage } from '../lib/request-language';
import { Reply } from '../lib/responses';
import { UnauthorizedError } from '../kernel/errors';
import { currentPrincipal } from '../domain/accounts/sessions';

export const handler = endpoint(purchaseSubscriptionRoute, async ({ user, body, headers, clientAddress }) => {
  if (!user) {
    // A session that came along but no longer holds answers why (expired, ended), as on any buyer route.
    if (headers.authorization) await currentPrincipal(await authenticate(headers.authorization));
    if (!body.email) throw new UnauthorizedError('Authentication required', 'TOKEN_MISSING');
    const language = requestLanguage(headers['accept-language']);
    return new Reply(
      201,
      await createGuestSubscription({ ...body, email: body.email }, await clientAddress(), env.SITE_URL, new Date(), language),
    );
  }
  const { existing, ...result } = await purchaseSubscription(user, body, env.SITE_URL);
  return new Reply(existing ? 200 : 201, result);
});
