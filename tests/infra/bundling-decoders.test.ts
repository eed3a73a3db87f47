/**
 * The MP3 and FLAC decoders that make a master's 128 kbps stream (functions/media/derivative.ts)
 * carry their WebAssembly inlined in their JS, so the bundler needs no loader or file beside the
 * bundle; they load only when a song is saved with such a master, never at a route's cold start.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandler, loadedAtImport } from '../../infra/bundling';
import { REPO_ROOT } from '../../infra/marketplace-stack';
import { encodeWavAt } from '../../functions/media/derivative';
import { encodePcm16Wav } from '../../functions/media/wav';
import { verbatimFlac } from '../fixtures/audio';

const OUT = mkdtempSync(join(tmpdir(), 'marketplace-decoders-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const DECODERS = /node_modules\/(mpg123-decoder|@wasm-audio-decoders|@eshaz\/web-worker)\//;

describe('the MP3 and FLAC decoders in a bundle', () => {
  it('are in chunks the songs route loads only when a master is saved, not at its cold start', async () => {
    const meta = await bundleHandler(join(REPO_ROOT, 'functions/http/create-song.ts'), join(OUT, 'create-song'), REPO_ROOT);
    const atImport = loadedAtImport(meta).flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
    expect(atImport.filter((file) => DECODERS.test(file))).toEqual([]);
    const chunks = Object.entries(meta.outputs).filter(([, o]) => Object.keys(o.inputs).some((file) => DECODERS.test(file)));
    expect(chunks.length).toBeGreaterThan(0);
    // Nothing but JS (and maps): no .wasm file that would have to be shipped beside the bundle.
    expect(Object.keys(meta.outputs).filter((file) => !/\.mjs(\.map)?$/.test(file))).toEqual([]);
  });

  it('decode a 320 kbps MP3 and a FLAC master into 128 kbps MP3s when run from the bundle', async () => {
    const dir = join(OUT, 'run');
    const entry = join(OUT, 'derivative-entry.ts');
    writeFileSync(entry, `export const derivative = () => import(${JSON.stringify(join(REPO_ROOT, 'functions/media/derivative.ts'))});\n`);
    await bundleHandler(entry, dir, REPO_ROOT);

    const frames = 44100 * 3;
    const samples = new Int16Array(frames * 2);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * (i >> 1)) / 44100) * 12000);
    writeFileSync(join(OUT, 'master.mp3'), encodeWavAt(encodePcm16Wav(samples, 44100, 2), 320));
    writeFileSync(join(OUT, 'master.flac'), verbatimFlac(3, 44100));
    const script = `
      import { readFileSync, writeFileSync } from 'node:fs';
      const { derivative } = await import(${JSON.stringify(join(dir, 'index.mjs'))});
      const { standardDerivative } = await derivative();
      for (const [name, kind, kbps] of [['master.mp3', 'mp3', 320], ['master.flac', 'flac', undefined]]) {
        const out = await standardDerivative(readFileSync(${JSON.stringify(OUT)} + '/' + name), kind, kbps);
        writeFileSync(${JSON.stringify(OUT)} + '/' + name + '.128.mp3', out);
      }`;
    // Plain Node, as Lambda runs it: no test transform between the bundle and the runtime.
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir });

    for (const [name, channels] of [
      ['master.mp3', 2],
      ['master.flac', 1],
    ] as const) {
      const { format } = await parseBuffer(readFileSync(join(OUT, `${name}.128.mp3`)), { mimeType: 'audio/mpeg' }, { duration: true });
      expect(format).toMatchObject({ codec: 'MPEG 1 Layer 3', bitrate: 128_000, sampleRate: 44100, numberOfChannels: channels });
      expect(Math.abs(format.duration! - 3)).toBeLessThan(0.15);
    }
  });
});
