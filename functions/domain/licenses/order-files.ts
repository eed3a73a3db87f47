import type { OrderFile } from '../../../shared/api/licenses';
import { requireSongRecord } from '../../data/songs-repo';
import type { Caller } from '../../kernel/caller';
import { NotFoundError } from '../../kernel/errors';
import { completedOrderOf } from './licenses';
import { orderFiles } from './tier-downloads';

/** The files a completed order's licence delivers, for the buyer's download chooser. */
export async function listOrderFiles(caller: Caller, orderId: number): Promise<OrderFile[]> {
  const order = await completedOrderOf(caller, orderId);
  if (!order.songId) throw new NotFoundError('This order has no song to download');
  return orderFiles(order, await requireSongRecord(order.songId), caller.userId);
}
