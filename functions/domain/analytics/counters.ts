/**
 * Hot-path counters with no transaction of their own: a preview played, a master file handed
 * out. Each is one UpdateItem ADD per time bucket; a failed count is logged and the listener
 * still gets the file (a figure may miss one play, a request never fails over it).
 */
import { addToBuckets, type BucketDeltas } from '../../data/analytics-repo';
import { logger } from '../../lib/log';

async function count(deltas: BucketDeltas, now: Date): Promise<void> {
  try {
    await addToBuckets(now.toISOString(), deltas);
  } catch (error) {
    logger.warn('counter not updated', { error, deltas });
  }
}

export const countPreviewPlayed = (now = new Date()) => count({ previews: 1 }, now);
export const countDownload = (now = new Date()) => count({ downloads: 1 }, now);
