/** Worker thread of the pool: one song spec in, its MP3s (master and 128 kbps stream) out. */
import { parentPort } from 'node:worker_threads';
import { renderSong } from './song';
import type { SongSpec } from './spec';

const port = parentPort;
if (!port) throw new Error('the seed-audio worker must run as a worker thread');
port.on('message', (spec: SongSpec) => {
  const audio = renderSong(spec);
  port.postMessage(audio, [audio.master.buffer as ArrayBuffer, audio.standard.buffer as ArrayBuffer]);
});
