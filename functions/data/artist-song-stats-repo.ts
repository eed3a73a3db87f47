/**
 * Plays and sales of each artist song per UTC day and month (issue 24): the studio's chart of plays
 * and its table per song. A sale's and a refund's figures ride in their transactions (artist-ledger-repo
 * `earningOps`); a preview played adds one play with two UpdateItems and no read, beside trending's count.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { queryPages } from './batch';
import { ddb } from './client';
import { ARTIST_ENTITY, artistKeys } from './artist-keys';
import { keys } from './keys';
import { counterUpdate } from './stats-repo';
import type { NamedOp } from './transaction';

export const SongPeriod = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    songId: z.string(),
    songTitle: z._default(z.string(), ''),
    plays: z._default(z.number(), 0),
    sales: z._default(z.number(), 0),
    grossMinor: z._default(z.number(), 0),
    netMinor: z._default(z.number(), 0),
  }),
);
export type SongPeriod = z.infer<typeof SongPeriod> & { period: string };

type Figures = Partial<Record<'plays' | 'sales' | 'grossMinor' | 'netMinor', number>>;

const periodKeys = (artistId: string, songId: string, at: string) => [
  { name: 'songDay', key: artistKeys.songDay(artistId, at.slice(0, 10), songId) },
  { name: 'songMonth', key: artistKeys.songMonth(artistId, at.slice(0, 7), songId) },
];

/** The entries adding `figures` to the song's day and month of `at` (in a sale's or refund's transaction). */
const periodUpdates = (artistId: string, song: { id: string; title: string }, at: string, figures: Figures) =>
  periodKeys(artistId, song.id, at).map(({ name, key }) => ({
    name,
    op: counterUpdate(key, ARTIST_ENTITY.songPeriod, figures, { songId: song.id, songTitle: song.title }),
  }));

export const songPeriodOps = (artistId: string, song: { id: string; title: string }, at: string, figures: Figures): NamedOp<string>[] =>
  periodUpdates(artistId, song, at, figures);

/** One preview played of an artist's song: its day and month, two writes in parallel. */
export async function addSongPlay(artistId: string, song: { id: string; title: string }, at: string): Promise<void> {
  await Promise.all(periodUpdates(artistId, song, at, { plays: 1 }).map(({ op }) => ddb.send(new UpdateCommand(op.Update))));
}

/**
 * The artist's song days (or months) from `from` on, every song: one Query on their partition,
 * bounded by songs × periods of the range (≤ 90 days, 12 months), whatever the number of sales.
 */
export async function listSongPeriods(userId: string, granularity: 'day' | 'month', from: string): Promise<SongPeriod[]> {
  const prefix = granularity === 'day' ? artistKeys.songDayPrefix : artistKeys.songMonthPrefix;
  const out: SongPeriod[] = [];
  for await (const page of queryPages({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':from': `${prefix}${from}`, ':to': `${prefix}~` },
  })) {
    for (const item of page.Items ?? []) {
      const parsed = SongPeriod.parse(item);
      out.push({ ...parsed, period: parsed.SK.slice(prefix.length).split('#')[0]! });
    }
  }
  return out;
}
