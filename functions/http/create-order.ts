import { createSongOrder } from '../domain/orders/orders';
import { createOrderRoute } from '../../shared/api/routes/orders';
import { endpoint } from '../lib/endpoint';
import { env } from '../lib/env';
import { Reply } from '../lib/responses';

export const handler = endpoint({ createOrder: createOrderRoute }, 'createOrder', async ({ user, body }) => {
  const result = await createSongOrder(user, body, env.SITE_URL);
  return new Reply(result.existing ? 200 : 201, result);
});
