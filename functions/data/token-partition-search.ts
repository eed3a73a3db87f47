/**
 * The search of a search-token partition (one token item per record carrying a whole word: an
 * order's, an account's): its token items read page by page, the records they name fetched and
 * filtered, at most MAX_TOKEN_ITEMS_PER_SEARCH token items a request, whatever the number of records.
 */
import * as z from '../../shared/api/zod';
import { queryPartitionFrom } from './batch';

/** Token items one search request may read at most (and as many records, in BatchGets of ≤ 100). */
export const MAX_TOKEN_ITEMS_PER_SEARCH = 200;

/** A token item's table key; a partition's hit schema extends it with what names the record. */
export const TokenHit = /* @__PURE__ */ z.lazyObject(() => ({ PK: z.string(), SK: z.string() }));
export type TokenHit = z.infer<typeof TokenHit>;

export interface TokenPartitionSearch<H extends TokenHit, R> {
  pk: string;
  /** The previous page's key in this partition (the caller checks that it is one). */
  from?: Record<string, unknown>;
  newestFirst: boolean;
  limit: number;
  parseHit: (item: Record<string, unknown>) => H;
  /** The records the hits name, in the hits' order: undefined for one that is gone. */
  fetch: (hits: readonly H[]) => Promise<(R | undefined)[]>;
  keep: (record: R) => boolean;
}

export interface TokenPartitionPage<R> {
  records: R[];
  /** Where the next page starts (the last hit returned, or where the cap stopped the read); absent after the last page. */
  next?: Record<string, unknown>;
  /** Token items and records read. */
  itemsRead: number;
}

/**
 * One page of the records `keep` accepts, in the partition's order, read in Queries of twice the
 * page's size. Undefined when a first page finds the partition empty (no record has this whole
 * word): the caller then falls back to matching text.
 */
export async function searchTokenPartition<H extends TokenHit, R>(
  input: TokenPartitionSearch<H, R>,
): Promise<TokenPartitionPage<R> | undefined> {
  const records: R[] = [];
  let startKey = input.from;
  let read = 0;
  let itemsRead = 0;
  while (read < MAX_TOKEN_ITEMS_PER_SEARCH) {
    const { items: hits, lastKey } = await queryPartitionFrom(
      { pk: input.pk, newestFirst: input.newestFirst, limit: Math.min(input.limit * 2, MAX_TOKEN_ITEMS_PER_SEARCH - read) },
      startKey,
      input.parseHit,
    );
    if (!input.from && read === 0 && hits.length === 0 && !lastKey) return undefined;
    read += hits.length;
    const found = await input.fetch(hits);
    itemsRead += hits.length + found.filter((record) => record !== undefined).length;
    for (const [i, hit] of hits.entries()) {
      const record = found[i];
      if (record === undefined || !input.keep(record)) continue;
      records.push(record);
      if (records.length >= input.limit) {
        const more = i < hits.length - 1 || !!lastKey;
        return { records, ...(more ? { next: { PK: hit.PK, SK: hit.SK } } : {}), itemsRead };
      }
    }
    startKey = lastKey;
    if (!startKey) return { records, itemsRead };
  }
  return { records, next: startKey, itemsRead };
}
