/** Key templates of the artist accounts (issue 24), apart from keys.ts so that module stays one screen per entity group. */
import { partitions } from './keys';

/** Entity types of the artist accounts (issue 24): kept apart so the artists' items read as one block. */
export const ARTIST_ENTITY = {
  artistAccount: 'ArtistAccount',
  artistProfile: 'ArtistProfile',
  artistApplication: 'ArtistApplication',
  artistBalance: 'ArtistBalance',
  earning: 'Earning',
  earningBucket: 'EarningBucket',
  artistSong: 'ArtistSong',
  payout: 'Payout',
  earningsStats: 'EarningsStats',
  songPeriod: 'ArtistSongPeriod',
} as const;

const padMinor = (n: number) => String(n).padStart(12, '0');

/** Key templates of the artist accounts, their ledger and payouts (functions/data/artists-repo.ts). */
export const artistKeys = {
  /** One account per artist name: the name's slug reserved for the account that holds it. */
  account: (slug: string) => ({ PK: `ARTISTACCOUNT#${slug}`, SK: 'ARTISTACCOUNT' }),
  /** The artist side of an account: name, slug, links (the bio and avatar stay on the profile). */
  profile: (userId: string) => ({ PK: partitions.user(userId), SK: 'ARTIST' }),
  /** A listener's application to sell; GSI1 lists the open ones oldest first. */
  application: (userId: string) => ({ PK: partitions.user(userId), SK: 'ARTIST_APPLICATION' }),
  applicationList: (status: string, createdAt: string, userId: string) => ({
    GSI1PK: `ARTIST_APPLICATIONS#${status}`,
    GSI1SK: `${createdAt}#${userId}`,
  }),
  applicationPartition: (status: string) => `ARTIST_APPLICATIONS#${status}`,
  /** The balance: ledger sums kept in the same transactions as the entries, so a read is one item. */
  balance: (userId: string) => ({ PK: partitions.user(userId), SK: 'ARTIST_BALANCE' }),
  /** One ledger entry per sale and per refund of an order (so each is written once). */
  earning: (userId: string, at: string, orderId: number, kind: 'sale' | 'refund') => ({
    PK: partitions.user(userId),
    SK: `EARN#${at}#${padMinor(orderId)}#${kind}`,
  }),
  earningPrefix: 'EARN#',
  /** Sales per day (`EARNDAY#yyyy-mm-dd`) and month (`EARNMONTH#yyyy-mm`) of one artist: the studio's chart and the report. */
  earningDay: (userId: string, day: string) => ({ PK: partitions.user(userId), SK: `EARNDAY#${day}` }),
  earningMonth: (userId: string, month: string) => ({ PK: partitions.user(userId), SK: `EARNMONTH#${month}` }),
  earningDayPrefix: 'EARNDAY#',
  earningMonthPrefix: 'EARNMONTH#',
  /** One song's plays and sales on one day (`SONGDAY#yyyy-mm-dd#<songId>`) or month (`SONGMONTH#yyyy-mm#<songId>`): the studio's table per song. */
  songDay: (userId: string, day: string, songId: string) => ({ PK: partitions.user(userId), SK: `SONGDAY#${day}#${songId}` }),
  songMonth: (userId: string, month: string, songId: string) => ({ PK: partitions.user(userId), SK: `SONGMONTH#${month}#${songId}` }),
  songDayPrefix: 'SONGDAY#',
  songMonthPrefix: 'SONGMONTH#',
  /** A song the artist uploaded, in their partition (the studio's list). */
  song: (userId: string, songId: string) => ({ PK: partitions.user(userId), SK: `ARTISTSONG#${songId}` }),
  songPrefix: 'ARTISTSONG#',
  payout: (payoutId: string) => ({ PK: `PAYOUT#${payoutId}`, SK: 'PAYOUT' }),
  /** GSI1: payouts of one status, oldest first; GSI2: one artist's payouts, newest first when read backwards. */
  payoutList: (status: string, requestedAt: string, payoutId: string) => ({
    GSI1PK: `PAYOUTS#${status}`,
    GSI1SK: `${requestedAt}#${payoutId}`,
  }),
  payoutPartition: (status: string) => `PAYOUTS#${status}`,
  artistPayouts: (userId: string, requestedAt: string, payoutId: string) => ({
    GSI2PK: `USER#${userId}#PAYOUTS`,
    GSI2SK: `${requestedAt}#${payoutId}`,
  }),
  artistPayoutsPartition: (userId: string) => `USER#${userId}#PAYOUTS`,
  /** The marketplace's earnings counters (sharded like the sale counters). */
  earningsStats: () => ({ PK: 'STATS', SK: 'ARTIST_EARNINGS' }),
} as const;
