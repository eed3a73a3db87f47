/**
 * Create-song section: how long `POST /api/admin/songs` takes to turn an uploaded master into a
 * song on the real local stack (`scripts/dev.ts` with WEB=none: the local gateway, DynamoDB Local,
 * s3rver), for a 10 MB MP3 (real music from the seed's encoder, 320 kbps) and a 50 MB WAV (16-bit
 * stereo 44.1 kHz). Each master is uploaded through a presigned POST first (timed apart); the
 * create call then reads it back, decides its format, cuts the 30 s preview, computes the
 * waveform, copies the master to its key and writes the song with its search-index change.
 *
 * BENCH_CREATE_SONG_RUNS runs per file (default 3); the songs are deleted afterwards.
 * Measured here, never asserted in tests. Loopback, 2 shared cores: AWS (S3 in-region, a 512 MB
 * arm64 Lambda) differs, mostly in the S3 read of the master.
 */
import { requestOf, type CallArgs, type ResultOf, type RouteId } from '../../shared/api/call';
import { encodePcm16Wav } from '../../functions/media/wav';
import { generateSongAudio } from '../local/seed-audio/pool';
import { withApiStack } from './api-stack';
import { envCount, median, ms, progress, table, type Section } from './lib';

const MB = 1024 * 1024;

const call = async <R extends RouteId>(
  baseUrl: string,
  token: string,
  id: R,
  ...[input]: CallArgs<R>
): Promise<{ status: number; json: ResultOf<R>; ms: number }> => {
  const { method, url, body } = requestOf(id, ...([input] as CallArgs<R>));
  const started = performance.now();
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { status: res.status, json: JSON.parse(text) as ResultOf<R>, ms: elapsed };
};

/** A presigned POST and the bytes sent to it; the upload's id and how long the POST took. */
async function upload(baseUrl: string, token: string, bytes: Uint8Array, contentType: string, fileName: string) {
  const presigned = await call(baseUrl, token, 'createUpload', { body: { kind: 'audio', fileName, contentType, size: bytes.length } });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const started = performance.now();
  const res = await fetch(presigned.json.url, { method: 'POST', body: form });
  if (res.status >= 300) throw new Error(`upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return { uploadId: presigned.json.uploadId, ms: performance.now() - started };
}

/** 16-bit stereo 44.1 kHz PCM of a slowly swelling chord, `bytes` long at most. */
function wavOfSize(bytes: number): Uint8Array {
  const rate = 44_100;
  const frames = Math.floor((bytes - 44) / 4);
  const samples = new Int16Array(frames * 2);
  for (let i = 0; i < frames; i++) {
    const t = i / rate;
    const swell = 0.3 + 0.25 * Math.sin(2 * Math.PI * 0.05 * t);
    const v = swell * (Math.sin(2 * Math.PI * 220 * t) + 0.5 * Math.sin(2 * Math.PI * 277.2 * t) + 0.3 * Math.sin(2 * Math.PI * 329.6 * t));
    samples[2 * i] = Math.round(v * 12_000);
    samples[2 * i + 1] = Math.round(v * 11_000);
  }
  return encodePcm16Wav(samples, rate, 2);
}

interface FileCase {
  label: string;
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

async function runSection(): Promise<string> {
  const runs = envCount('BENCH_CREATE_SONG_RUNS', 3);
  progress('create-song: rendering a 10 MB MP3 (seed encoder) and a 50 MB WAV');
  // 320 kbps: 10 MB is 262 s of music.
  const mp3 = await generateSongAudio({ index: 777, genre: 'Electronic', durationSeconds: Math.floor((10 * MB * 8) / 320_000) });
  const wav = wavOfSize(50 * MB);
  const cases: FileCase[] = [
    { label: `MP3 ${(mp3.length / MB).toFixed(1)} MB`, bytes: mp3, contentType: 'audio/mpeg', fileName: 'bench.mp3' },
    { label: `WAV ${(wav.length / MB).toFixed(1)} MB`, bytes: wav, contentType: 'audio/wav', fileName: 'bench.wav' },
  ];

  const rows = await withApiStack('create-song', {}, async ({ baseUrl: base, adminEmail, adminPassword }) => {
    const rows: string[][] = [];
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    for (const file of cases) {
      const uploads: number[] = [];
      const creates: number[] = [];
      let duration = 0;
      for (let run = 0; run < runs; run++) {
        const sent = await upload(base, token, file.bytes, file.contentType, file.fileName);
        uploads.push(sent.ms);
        const created = await call(base, token, 'createSong', {
          body: {
            title: `Bench ${file.fileName} ${run}`,
            artist: 'Bench',
            genre: 'Electronic',
            price: 9.99,
            status: 'draft',
            audioUploadId: sent.uploadId,
          },
        });
        creates.push(created.ms);
        duration = created.json.duration;
        await call(base, token, 'deleteSong', { params: { songId: created.json.id } });
        progress(`create-song: ${file.label} run ${run + 1}: upload ${ms(sent.ms)} ms, create ${ms(created.ms)} ms`);
      }
      rows.push([
        file.label,
        `${Math.floor(duration / 60)}:${String(duration % 60).padStart(2, '0')}`,
        ms(median(uploads)),
        ms(median(creates)),
        `${ms(Math.min(...creates))}–${ms(Math.max(...creates))}`,
      ]);
    }
    return rows;
  });
  return [
    `${runs} runs per file; the create call is the server's whole processing (read the upload, decide the format by content,`,
    'cut the 30 s preview, 1,000 waveform peaks, copy the master, write the song and its search-index change).',
    '',
    table(['Master', 'Length', 'Presigned POST upload, median ms', 'POST /api/admin/songs, median ms', 'min–max ms'], rows),
  ].join('\n');
}

export const section: Section = {
  name: 'create-song',
  title: 'Create-song processing time (local stack)',
  description: 'dev.ts WEB=none; POST /api/admin/songs for a 10 MB MP3 and a 50 MB WAV uploaded by presigned POST',
  run: runSection,
};

