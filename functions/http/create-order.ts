import { createGuestOrder } from '../domain/orders/guest-song-order';
import { createSongOrder } from '../domain/orders/create-song-order';
import { createOrderRoute } from '../../shared/api/routes/orders';
import { checkout } from '../domain/orders/guest-checkout';
import { endpoint } from './endpoint';
import { Reply } from '../lib/responses';

export const handler = endpoint(createOrderRoute, async (req) => {
  const { created, placed } = await checkout(req, createGuestOrder, createSongOrder);
  return new Reply(created ? 201 : 200, placed);
});
