/** The records a new order starts from, one shape for a signed-in buyer and a guest. */
import type { PaymentMethod } from '../../../shared/api/orders';
import type { Language } from '../../../shared/api/account';
import type { OrderRecord } from '../../data/orders-repo';
import type { SongRecord } from '../../data/songs-repo';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import type { TierChoice } from '../licenses/tier-orders';
import type { Price } from './pricing';

/** Who places an order; a guest is `Guest` with the address it gave. */
export interface OrderBuyer {
  userId: string;
  name: string;
  email: string;
}

/** What only a guest's order carries: the hash of its link token and the language of its mails. */
export interface GuestMarks {
  tokenHash: string;
  language: Language;
}

/** A song a buyer may see: not a draft, not waiting for review, not rejected. */
export function assertSongListed(song: SongRecord | undefined): asserts song is SongRecord {
  if (!song || song.status === 'draft' || song.status === 'pending' || song.status === 'rejected') {
    throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  }
}

/** A listed song that can be bought now. */
export function assertSongOnSale(song: SongRecord): void {
  if (song.status === 'sold_out') throw new ConflictError('This song is sold out', 'SOLD_OUT');
  if (!song.isAvailable) throw new ConflictError('This song is not available for purchase', 'NOT_AVAILABLE');
}

/** The search text of an order: its id, the buyer and what was bought, lower case. */
export const orderSearchText = (id: number, buyer: OrderBuyer, item: string): string =>
  `${id} ${buyer.name} ${buyer.email} ${item}`.toLowerCase();

export const guestFields = (guest: GuestMarks | undefined): Pick<OrderRecord, 'guestTokenHashes' | 'guestLanguage'> =>
  guest ? { guestTokenHashes: [guest.tokenHash], guestLanguage: guest.language } : {};

/** A pending order of a song under the chosen tier, at `price`. */
export function pendingSongOrder(o: {
  id: number;
  buyer: OrderBuyer;
  song: SongRecord;
  choice: TierChoice;
  price: Price;
  paymentMethod: PaymentMethod;
  itemKey: string;
  at: string;
  guest?: GuestMarks;
}): OrderRecord {
  const { id, buyer, song, price, at } = o;
  return {
    id,
    userId: buyer.userId,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    type: 'song',
    songId: song.id,
    itemKey: o.itemKey,
    title: song.title,
    songArtist: song.artist,
    amountMinor: price.amountMinor,
    currency: price.currency,
    listPriceCents: o.choice.priceCents,
    license: o.choice.snapshot,
    paymentMethod: o.paymentMethod,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
    searchText: orderSearchText(id, buyer, `${song.title} ${song.artist}`),
    ...guestFields(o.guest),
  };
}
