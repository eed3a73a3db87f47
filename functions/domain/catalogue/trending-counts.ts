/**
 * The counts behind trending songs (`trending.ts`): one per preview played, one per sale. A count
 * that fails is logged and never fails the play or the sale.
 */
import { addTrend } from '../../data/trending-repo';
import { logger } from '../../lib/log';

async function count(songId: string, counts: { plays?: number; sales?: number }, now: Date): Promise<void> {
  try {
    await addTrend(songId, now.toISOString(), counts);
  } catch (error) {
    logger.warn('trend not counted', { error, songId });
  }
}

export const countTrendingPlay = (songId: string, now = new Date()) => count(songId, { plays: 1 }, now);
export const countTrendingSale = (songId: string, now = new Date()) => count(songId, { sales: 1 }, now);
