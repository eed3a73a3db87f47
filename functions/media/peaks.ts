/**
 * Waveform peaks as a song item stores them (media/waveform.ts computes them): one byte each
 * (0–255), base64 — 1,000 peaks are 1.3 KB of the item. Kept apart from the audio parsers so a
 * route that only shows peaks does not bundle them.
 */

/** Peaks as stored: one byte each (0–255), base64. */
export const encodePeaks = (peaks: readonly number[]): string =>
  Buffer.from(Uint8Array.from(peaks, (p) => Math.round(Math.min(1, Math.max(0, p)) * 255))).toString('base64');

export const decodePeaks = (stored: string | undefined): number[] =>
  stored ? [...Buffer.from(stored, 'base64')].map((b) => Math.round((b / 255) * 1000) / 1000) : [];
