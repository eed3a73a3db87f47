/**
 * Licence tiers for the demo catalogue (issue 25): some demo songs get a WAV master (the
 * synthesiser's PCM loop written out at the song's length, faded like the MP3) and a few of those
 * a stems ZIP (the loop's parts mixed apart: drums, bass, chords, melody; each a 320 kbps MP3 so
 * the ZIP stays small). Their MP3 stays as the 320 kbps file. A handful, so the first start stays fast.
 */
import { joinMp3Frames } from '../../functions/media/preview';
import { encodeLoop } from './seed-audio/mp3';
import { planSong } from './seed-audio/plan';
import { renderLoop } from './seed-audio/render';
import { Section } from './seed-audio/section';
import { FRAME, SAMPLE_RATE, type SongSpec, type StereoPcm } from './seed-audio/spec';
import { storedZip } from './stored-zip';

/** Demo songs with a WAV master (and so WAV Lease, Unlimited and Exclusive). */
export const WAV_DEMO_SONGS: readonly number[] = [1, 9, 17, 25, 34];
/** Demo songs that also have stems (Trackout). */
export const STEMS_DEMO_SONGS: readonly number[] = [1, 17];

const STEM_GROUPS: Record<string, readonly string[]> = {
  drums: ['drums', 'hats'],
  bass: ['bass'],
  chords: ['chords', 'chords-l', 'chords-r'],
  melody: ['lead', 'arp'],
};

const FADE_IN_SECONDS = 0.15;
const FADE_OUT_SECONDS = 4;

export interface TierAudio {
  wav: Uint8Array;
  stems?: Uint8Array;
}

/** The WAV master (and the stems ZIP when asked) of a demo song. */
export function renderTierAudio(spec: SongSpec, withStems: boolean): TierAudio {
  const plan = planSong(spec);
  const section = new Section(plan.loop, plan);
  const loop = renderLoop(plan, spec.genre, section);
  const frames = Math.max(1, Math.round((spec.durationSeconds * SAMPLE_RATE) / FRAME));
  const wav = wavOf(loop, frames * FRAME);
  if (!withStems) return { wav };
  const stems = stemLoops(section);
  const zip = storedZip(
    Object.entries(stems).map(([name, pcm]) => {
      const encoded = encodeLoop(pcm);
      return { name: `${name}.mp3`, bytes: joinMp3Frames(Array.from({ length: frames }, (_, i) => encoded[i % encoded.length]!)) };
    }),
  );
  return { wav, stems: zip };
}

/** Each group's tracks mixed dry to stereo, all under the one gain that puts their sum at the mix's level. */
function stemLoops(section: Section): Record<string, StereoPcm> {
  const n = section.length;
  const out: Record<string, StereoPcm> = {};
  const sumL = new Float32Array(n);
  const sumR = new Float32Array(n);
  for (const [group, names] of Object.entries(STEM_GROUPS)) {
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    let any = false;
    for (const name of names) {
      const track = section.tracks.get(name);
      if (!track) continue;
      any = true;
      const gl = track.gain * Math.cos(((track.pan + 1) * Math.PI) / 4);
      const gr = track.gain * Math.sin(((track.pan + 1) * Math.PI) / 4);
      // `mix()` already folded each track's tail into its first `n` samples.
      for (let i = 0; i < n; i++) {
        left[i]! += track.buffer[i]! * gl;
        right[i]! += track.buffer[i]! * gr;
      }
    }
    if (!any) continue;
    for (let i = 0; i < n; i++) {
      sumL[i]! += left[i]!;
      sumR[i]! += right[i]!;
    }
    out[group] = { left, right };
  }
  let peak = 0;
  for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(sumL[i]!), Math.abs(sumR[i]!));
  const gain = peak > 0 ? 0.89 / peak : 1;
  for (const pcm of Object.values(out)) for (const ch of [pcm.left, pcm.right]) for (let i = 0; i < n; i++) ch[i]! *= gain;
  return out;
}

/** 16-bit stereo PCM WAV of the loop repeated to `samples`, with the MP3's fade-in and fade-out. */
function wavOf(loop: StereoPcm, samples: number): Uint8Array {
  const bytes = Buffer.alloc(44 + samples * 4);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + samples * 4, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(2, 22);
  bytes.writeUInt32LE(SAMPLE_RATE, 24);
  bytes.writeUInt32LE(SAMPLE_RATE * 4, 28);
  bytes.writeUInt16LE(4, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(samples * 4, 40);
  const n = loop.left.length;
  const fadeIn = FADE_IN_SECONDS * SAMPLE_RATE;
  const fadeOut = Math.min(FADE_OUT_SECONDS * SAMPLE_RATE, samples / 4);
  const clip = (x: number) => Math.max(-32768, Math.min(32767, Math.round(x * 32767)));
  for (let i = 0; i < samples; i++) {
    const gain = Math.min(1, (i + 1) / fadeIn) * Math.min(1, (samples - i - 1) / fadeOut) ** 2;
    bytes.writeInt16LE(clip(loop.left[i % n]! * gain), 44 + i * 4);
    bytes.writeInt16LE(clip(loop.right[i % n]! * gain), 46 + i * 4);
  }
  return bytes;
}
