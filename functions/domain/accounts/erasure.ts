/**
 * What deleting an account erases besides its profile. Every step is idempotent and any step that
 * cannot finish throws, so the erasure either completes or fails, and running it again on the
 * same id finishes what a failed run left (the owner's Delete Account, or an admin's delete).
 */
import { deleteUserPartitionItems } from '../../data/account-repo';
import { anonymiseLicensesOf, anonymiseOrdersOf } from '../../data/user-erasure-repo';
import { DELETED_USER_NAME } from '../../data/users-standing-repo';
import { releaseCollection, type ReleasedCollection } from '../library/release';
import { releaseAvatar } from './avatar';

export interface ErasedAccountData extends ReleasedCollection {
  orders: number;
  licenses: number;
  /** Items deleted from the user's partition. */
  items: number;
}

export async function eraseAccountData(userId: string): Promise<ErasedAccountData> {
  // Licences are found through the entitlements, so they are rewritten before the partition is cleared.
  const [orders, licenses] = await Promise.all([
    anonymiseOrdersOf(userId, DELETED_USER_NAME),
    anonymiseLicensesOf(userId, DELETED_USER_NAME),
  ]);
  // Likes, follows, review ratings and shared playlists go through the library, so songs' and artists' counters drop with them.
  const collection = await releaseCollection(userId);
  await releaseAvatar(userId);
  const items = await deleteUserPartitionItems(userId);
  return { orders, licenses, items, ...collection };
}
