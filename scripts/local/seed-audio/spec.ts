/** What a song is asked to be, and the MP3 format every generated song has. */
export interface SongSpec {
  index: number;
  genre: string;
  durationSeconds: number;
  bpm?: number;
  /** 'A minor', 'F#m', 'Eb', 'D major'…; derived from the index when absent. */
  key?: string;
}

export const SAMPLE_RATE = 44100;
export const BITRATE_KBPS = 320;
/** The derivative streamed to owners with High quality audio off (functions/media/derivative.ts). */
export const STANDARD_BITRATE_KBPS = 128;
/** Samples per MPEG-1 Layer III frame. */
export const FRAME = 1152;

/** Left and right channels in [-1, 1]. */
export interface StereoPcm {
  left: Float32Array;
  right: Float32Array;
}

/** A generated song: the 320 kbps master and its 128 kbps stream. */
export interface SongAudio {
  master: Uint8Array;
  standard: Uint8Array;
}
