/**
 * The in-memory search projection behind `GET /api/songs`.
 *
 * Each warm container keeps every listed song as a compact row, pre-sorted per sort order, and a
 * trigram index over "title artist". A request never reads the catalogue from DynamoDB: it
 * checks the catalogue version (one item) and answers from memory. The work per request is
 * bounded by the page size for plain listing and by the smallest trigram posting list for text
 * search, not by the size of the catalogue. See functions/data/README.md.
 */
import type { Song, SongSort } from '../../../shared/api/catalogue';
import { artistSlug } from '../../../shared/artists';
import { toMinor } from '../../../shared/money';

export interface SearchQuery {
  q?: string;
  /** Lower-case genre. */
  genre?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** The price the min/max filter compares (licence tiers: the cheapest tier's); the song's own price without it. */
  priceOf?: (song: Song) => number;
  /**
   * What `priceOf` depends on besides the song (the tiers list): rows remember their price for it,
   * so a scan recomputes prices only when it changes or the song does (its row is replaced then).
   */
  priceKey?: object;
  sort: SongSort;
  limit: number;
  cursor?: SearchCursor;
}

/** Keyset position: the sort key and id of the last row of the previous page. */
export interface SearchCursor {
  k: string | number;
  id: string;
}

interface Row {
  song: Song;
  priceCents: number;
  genre: string;
  titleKey: string;
  /** Lower-cased "title \u0000 artist", the text that `q` matches as a substring. */
  haystack: string;
  artistSlug: string;
  /** `priceOf`'s answer for this row, valid while the query's `priceKey` is `pricedFor`. */
  pricedCents?: number;
  pricedFor?: object;
}

type Comparator = (a: Row, b: Row) => number;

const byId = (a: Row, b: Row) => (a.song.id < b.song.id ? -1 : a.song.id > b.song.id ? 1 : 0);

const SORTS: Record<SongSort, { key: (r: Row) => string | number; compare: Comparator }> = {
  newest: {
    key: (r) => r.song.created_at,
    compare: (a, b) => (a.song.created_at < b.song.created_at ? 1 : a.song.created_at > b.song.created_at ? -1 : -byId(a, b)),
  },
  price: { key: (r) => r.priceCents, compare: (a, b) => a.priceCents - b.priceCents || byId(a, b) },
  price_desc: { key: (r) => r.priceCents, compare: (a, b) => b.priceCents - a.priceCents || -byId(a, b) },
  title: {
    key: (r) => r.titleKey,
    compare: (a, b) => (a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : byId(a, b)),
  },
};

/** Whether a song belongs in the public list (public-and-buyer §4 Song availability). */
export const isListed = (song: Song): boolean => song.is_available && song.status === 'published';

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

const toRow = (song: Song): Row => ({
  song,
  priceCents: toMinor(song.price),
  genre: song.genre.toLowerCase(),
  titleKey: `${song.title.toLowerCase()}`,
  haystack: `${song.title.toLowerCase()}\u0000${song.artist.toLowerCase()}`,
  artistSlug: artistSlug(song.artist),
});

export class SearchIndex {
  private rows = new Map<string, Row>();
  /** Per sort order: all listed rows, and the same split by genre. Rebuilt lazily after changes. */
  private sorted = new Map<string, Row[]>();
  /** Trigram → ids. Entries go stale on update; every candidate is re-checked against its row. */
  private postings = new Map<string, string[]>();
  /** Artist slug → ids of its listed songs (artist pages, issue 14). */
  private artists = new Map<string, Set<string>>();

  constructor(songs: Iterable<Song> = []) {
    for (const song of songs) this.upsert(song);
  }

  get size(): number {
    return this.rows.size;
  }

  /** Every listed song (what a snapshot stores). */
  *songs(): IterableIterator<Song> {
    for (const row of this.rows.values()) yield row.song;
  }

  upsert(song: Song): void {
    const previous = this.rows.get(song.id);
    if (!isListed(song)) {
      if (previous) this.remove(song.id);
      return;
    }
    const row = toRow(song);
    this.rows.set(song.id, row);
    if (previous && previous.artistSlug !== row.artistSlug) this.forgetArtist(previous);
    let ids = this.artists.get(row.artistSlug);
    if (!ids) this.artists.set(row.artistSlug, (ids = new Set()));
    ids.add(song.id);
    if (previous?.haystack !== row.haystack) {
      for (const gram of trigrams(row.haystack)) {
        const list = this.postings.get(gram);
        if (list) list.push(song.id);
        else this.postings.set(gram, [song.id]);
      }
    }
    const orderChanged =
      !previous ||
      previous.priceCents !== row.priceCents ||
      previous.titleKey !== row.titleKey ||
      previous.genre !== row.genre ||
      previous.song.created_at !== row.song.created_at;
    if (orderChanged) this.sorted.clear();
    else this.replaceInSorted(row);
  }

  remove(id: string): void {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    this.forgetArtist(row);
    this.sorted.clear();
  }

  private forgetArtist(row: Row): void {
    const ids = this.artists.get(row.artistSlug);
    ids?.delete(row.song.id);
    if (ids?.size === 0) this.artists.delete(row.artistSlug);
  }

  /** The listed songs of one artist (by slug), newest first: work bounded by that artist's songs. */
  byArtist(slug: string): Song[] {
    const ids = this.artists.get(slug);
    if (!ids) return [];
    const rows: Row[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) rows.push(row);
    }
    return rows.sort(SORTS.newest.compare).map((r) => r.song);
  }

  /** One listed song by id (undefined when it is not listed). */
  byId(id: string): Song | undefined {
    return this.rows.get(id)?.song;
  }

  /** Counter-only updates (downloads, rating) keep positions: swap the row object in place. */
  private replaceInSorted(row: Row): void {
    for (const list of this.sorted.values()) {
      const i = list.findIndex((r) => r.song.id === row.song.id);
      if (i >= 0) list[i] = row;
    }
  }

  private sortedRows(sort: SongSort, genre?: string): Row[] {
    const cacheKey = `${sort}|${genre ?? ''}`;
    let list = this.sorted.get(cacheKey);
    if (!list) {
      const all = [...this.rows.values()];
      list = (genre ? all.filter((r) => r.genre === genre) : all).sort(SORTS[sort].compare);
      this.sorted.set(cacheKey, list);
    }
    return list;
  }

  search(query: SearchQuery): { songs: Song[]; next?: SearchCursor } {
    const { sort, limit } = query;
    const needle = query.q?.trim().toLowerCase() ?? '';
    const { minPriceCents: min, maxPriceCents: max, priceOf, priceKey } = query;
    const priceOfRow = (r: Row): number => {
      if (!priceOf) return r.priceCents;
      if (priceKey && r.pricedFor === priceKey) return r.pricedCents!;
      const cents = priceOf(r.song);
      if (priceKey) {
        r.pricedCents = cents;
        r.pricedFor = priceKey;
      }
      return cents;
    };
    const withinPrice = (r: Row) => {
      if (min === undefined && max === undefined) return true;
      const cents = priceOfRow(r);
      return (min === undefined || cents >= min) && (max === undefined || cents <= max);
    };
    const matches = (r: Row) => (!needle || r.haystack.includes(needle)) && (!query.genre || r.genre === query.genre) && withinPrice(r);

    const ordered = needle.length >= 3 ? this.textCandidates(needle, sort) : this.sortedRows(sort, query.genre);
    const start = query.cursor ? this.positionAfter(ordered, sort, query.cursor) : 0;

    const page: Row[] = [];
    for (let i = start; i < ordered.length && page.length <= limit; i++) {
      const row = ordered[i]!;
      if (matches(row)) page.push(row);
    }
    const hasMore = page.length > limit;
    const rows = hasMore ? page.slice(0, limit) : page;
    const last = rows[rows.length - 1];
    return {
      songs: rows.map((r) => r.song),
      next: hasMore && last ? { k: SORTS[sort].key(last), id: last.song.id } : undefined,
    };
  }

  /** Rows containing every trigram of the needle, from the rarest trigram's posting list, in sort order. */
  private textCandidates(needle: string, sort: SongSort): Row[] {
    let smallest: string[] | undefined;
    for (const gram of trigrams(needle)) {
      const list = this.postings.get(gram);
      if (!list) return [];
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    const seen = new Set<string>();
    const rows: Row[] = [];
    for (const id of smallest ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const row = this.rows.get(id);
      if (row?.haystack.includes(needle)) rows.push(row);
    }
    return rows.sort(SORTS[sort].compare);
  }

  /** Index of the first row after the cursor, by binary search over the sort order. */
  private positionAfter(ordered: Row[], sort: SongSort, cursor: SearchCursor): number {
    const probe = this.probeRow(sort, cursor);
    let lo = 0;
    let hi = ordered.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (SORTS[sort].compare(ordered[mid]!, probe) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private probeRow(sort: SongSort, cursor: SearchCursor): Row {
    const song = { id: cursor.id, created_at: '', title: '' } as Song;
    const row: Row = { song, priceCents: 0, genre: '', titleKey: '', haystack: '', artistSlug: '' };
    if (sort === 'newest') song.created_at = String(cursor.k);
    else if (sort === 'title') row.titleKey = String(cursor.k);
    else row.priceCents = Number(cursor.k);
    return row;
  }
}
