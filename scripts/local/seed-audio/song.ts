/**
 * A song from its spec: its one-bar loop is synthesised and encoded once (at 320 kbps for the
 * master and at 128 kbps for the stream an owner gets with High quality audio off), its frames
 * repeated to the requested length, and a fade-in and a fade-out applied to the encoded frames.
 */
import { joinMp3Frames } from '../../../functions/media/preview';
import { attenuateFrame, attenuationSteps, encodeLoop } from './mp3';
import { planSong } from './plan';
import { renderLoop } from './render';
import { FRAME, SAMPLE_RATE, STANDARD_BITRATE_KBPS, type SongAudio, type SongSpec } from './spec';

const FADE_IN_SECONDS = 0.15;
const FADE_OUT_SECONDS = 4;

/** Renders and encodes a song synchronously (what a worker thread runs). */
export function renderSong(spec: SongSpec): SongAudio {
  if (!(spec.durationSeconds > 0) || spec.durationSeconds > 900) throw new RangeError('durationSeconds must be in (0, 900]');
  const pcm = renderLoop(planSong(spec), spec.genre);
  const targetFrames = Math.max(1, Math.round((spec.durationSeconds * SAMPLE_RATE) / FRAME));
  const song = (loop: Uint8Array[]) => joinMp3Frames(fade(Array.from({ length: targetFrames }, (_, i) => loop[i % loop.length]!)));
  return { master: song(encodeLoop(pcm)), standard: song(encodeLoop(pcm, STANDARD_BITRATE_KBPS)) };
}

/** Granule gains (two granules of 576 samples per frame) ramp up at the start and down at the end. */
function fade(frames: Uint8Array[]): Uint8Array[] {
  const granules = frames.length * 2;
  const granuleSeconds = FRAME / 2 / SAMPLE_RATE;
  const fadeIn = Math.max(1, Math.round(FADE_IN_SECONDS / granuleSeconds));
  const fadeOut = Math.max(1, Math.min(Math.round(FADE_OUT_SECONDS / granuleSeconds), Math.floor(granules / 4)));
  const gainOf = (g: number): number => {
    const rise = Math.min(1, (g + 1) / (fadeIn + 1));
    const fall = Math.min(1, (granules - g - 1) / fadeOut);
    return rise * fall ** 2;
  };
  return frames.map((frame, f) => {
    const steps: [number, number] = [attenuationSteps(gainOf(2 * f)), attenuationSteps(gainOf(2 * f + 1))];
    return steps[0] === 0 && steps[1] === 0 ? frame : attenuateFrame(frame, steps);
  });
}
