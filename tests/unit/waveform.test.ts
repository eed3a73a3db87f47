import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodePcm16Wav } from '../../functions/media/wav';
import { readFlac, writeFlac } from '../../functions/media/flac';
import { decodePeaks, encodePeaks } from '../../functions/media/peaks';
import { cutPreview } from '../../functions/media/preview';
import { waveformPeaks } from '../../functions/media/waveform';
import { silentMp3, verbatimFlac } from '../fixtures/audio';

describe('waveform peaks', () => {
  it('follows the level of a WAV: loud first half at 1, silent second half at 0', () => {
    const rate = 8000;
    const samples = new Int16Array(rate * 20);
    for (let i = 0; i < rate * 10; i++) samples[i] = Math.round(Math.sin(i / 3) * 20_000);
    const peaks = waveformPeaks(encodePcm16Wav(samples, rate, 1), 'wav');
    expect(peaks).toHaveLength(1000);
    expect(Math.min(...peaks.slice(0, 495))).toBeGreaterThan(0.95);
    expect(Math.max(...peaks.slice(505))).toBe(0);
  });

  it('gives silence (empty granules) a flat zero waveform for an MP3', () => {
    expect(new Set(waveformPeaks(silentMp3(12), 'mp3'))).toEqual(new Set([0]));
  });

  it('stores peaks in one byte each and reads them back within 1/255', () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => (i % 100) / 99);
    const back = decodePeaks(encodePeaks(peaks));
    expect(back).toHaveLength(1000);
    back.forEach((p, i) => expect(Math.abs(p - peaks[i]!)).toBeLessThanOrEqual(1 / 255 + 1e-3));
    expect(decodePeaks(undefined)).toEqual([]);
  });
});

describe('FLAC on frame boundaries', () => {
  it('reads every frame of a VERBATIM stream and its duration', () => {
    const stream = readFlac(verbatimFlac(10));
    expect(stream.sampleRate).toBe(8000);
    expect(stream.durationSeconds).toBeCloseTo(10, 6);
    expect(stream.frames.reduce((n, f) => n + f.samples, 0)).toBe(80_000);
  });

  it('writes a clip whose STREAMINFO states the samples it holds', async () => {
    const stream = readFlac(verbatimFlac(10));
    const clip = writeFlac(stream.streamInfo, stream.frames.slice(2, 7));
    const meta = await parseBuffer(clip, { size: clip.length }, { duration: true });
    expect(meta.format.container).toBe('FLAC');
    expect(meta.format.duration).toBeCloseTo((5 * 4096) / 8000, 6);
    expect(readFlac(clip).frames).toHaveLength(5);
  });

  it('cuts a 30 s preview from the middle of a long FLAC', async () => {
    const preview = await cutPreview(verbatimFlac(100), 'audio/flac');
    expect(preview.contentType).toBe('audio/flac');
    // The first whole frame (4096 samples, 0.512 s) at or after the midpoint.
    expect(preview.startSeconds).toBeGreaterThanOrEqual(50);
    expect(preview.startSeconds).toBeLessThan(50 + 4096 / 8000);
    expect(preview.durationSeconds).toBeGreaterThan(29);
    expect(preview.durationSeconds).toBeLessThanOrEqual(30);
  });
});
