/**
 * Trending songs (issue 21): previews played plus sales (weighted, `SALE_WEIGHT`) over the last
 * seven UTC days, from the per-song daily counts `trending-counts.ts` keeps. Seven bounded Queries
 * and the container's search index.
 */
import type { Song } from '../../../shared/api/catalogue';
import { topOfDay } from '../../data/trending-repo';
import { searchIndex } from './catalogue-cache';

export const TRENDING_DAYS = 7;
export const TRENDING_COUNT = 8;

const DAY_MS = 24 * 3600_000;
const windowDays = (now: Date) =>
  Array.from({ length: TRENDING_DAYS }, (_, i) => new Date(now.getTime() - i * DAY_MS).toISOString().slice(0, 10));

/**
 * The listed songs with the highest score over the window, highest first (ties: the newer song).
 * Each day contributes its top entries, so a song far from every day's top is not counted.
 */
export async function trendingSongs(now = new Date(), limit = TRENDING_COUNT): Promise<Song[]> {
  const [days, index] = await Promise.all([Promise.all(windowDays(now).map((day) => topOfDay(day))), searchIndex()]);
  const scores = new Map<string, number>();
  for (const day of days) for (const entry of day) scores.set(entry.songId, (scores.get(entry.songId) ?? 0) + entry.score);
  const ranked: { song: Song; score: number }[] = [];
  for (const [id, score] of scores) {
    const song = index.byId(id);
    if (song && score > 0) ranked.push({ song, score });
  }
  ranked.sort((a, b) => b.score - a.score || (a.song.created_at < b.song.created_at ? 1 : -1));
  return ranked.slice(0, limit).map((r) => r.song);
}
