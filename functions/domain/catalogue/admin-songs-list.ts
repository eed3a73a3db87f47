/**
 * The admin songs list's order and keyset paging: each sort is a field and a direction with the
 * id as tie-break, and a page's `X-Next-Cursor` is the last song's position in that order, so a
 * song added or deleted meanwhile neither repeats nor skips one on the next page.
 */
import type { AdminSongSort } from '../../../shared/api/songs-admin';
import type { SongRecord } from '../../data/songs-repo';
import { decodeJsonCursor, encodeJsonCursor } from '../../data/cursor';

type SortValue = string | number;

const SORT_KEYS: Record<AdminSongSort, { value: (r: SongRecord) => SortValue; descending: boolean }> = {
  newest: { value: (r) => r.createdAt, descending: true },
  oldest: { value: (r) => r.createdAt, descending: false },
  title: { value: (r) => r.title, descending: false },
  price: { value: (r) => r.priceCents, descending: false },
  price_desc: { value: (r) => r.priceCents, descending: true },
  downloads: { value: (r) => r.downloads, descending: true },
  revenue: { value: (r) => r.revenueCents, descending: true },
};

/** A song's place in one sort: the sort's value and the id. */
interface Position {
  s: AdminSongSort;
  v: SortValue;
  id: string;
}

function compareValues(sort: AdminSongSort, a: SortValue, b: SortValue): number {
  if (sort === 'title') return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePositions(a: Position, b: Position): number {
  const byValue = compareValues(a.s, a.v, b.v);
  const ordered = SORT_KEYS[a.s].descending ? -byValue : byValue;
  // Newest id first among equals, as the list always was.
  return ordered || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

const positionOf = (sort: AdminSongSort, r: SongRecord): Position => ({ s: sort, v: SORT_KEYS[sort].value(r), id: r.id });

const isPosition =
  (sort: AdminSongSort) =>
  (v: unknown): v is Position => {
    if (typeof v !== 'object' || v === null) return false;
    const p = v as Record<string, unknown>;
    const valueOk = (typeof p.v === 'string' && p.v.length <= 400) || (typeof p.v === 'number' && Number.isFinite(p.v));
    return p.s === sort && valueOk && typeof p.id === 'string' && p.id.length > 0 && p.id.length <= 64;
  };

/**
 * One page of `songs` in `sort` order after `cursor` (the first page without one), and the cursor
 * of the page after it. A cursor made for another sort is refused as invalid (400).
 */
export function adminSongsPage(
  songs: SongRecord[],
  sort: AdminSongSort,
  limit: number,
  cursor: string | undefined,
): { items: SongRecord[]; nextCursor?: string } {
  const after = decodeJsonCursor(cursor, isPosition(sort));
  const sorted = songs.map((r) => ({ r, p: positionOf(sort, r) })).sort((a, b) => comparePositions(a.p, b.p));
  const start = after ? sorted.findIndex((e) => comparePositions(e.p, after) > 0) : 0;
  if (start < 0) return { items: [] };
  const page = sorted.slice(start, start + limit);
  const last = page.at(-1);
  return {
    items: page.map((e) => e.r),
    ...(last && start + limit < sorted.length ? { nextCursor: encodeJsonCursor(last.p) } : {}),
  };
}
