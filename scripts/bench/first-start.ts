/**
 * First start section: `npm start` as on a fresh machine (empty data folder, empty seed-audio
 * cache), timed from launch to the ready line. Target (measured, not asserted): ≤ 45 s. The
 * machine's load is recorded with it: seeding generates the demo audio on every core, so other
 * work on the machine stretches the time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { progress, repoRoot, table, type Section } from './lib';

export const TARGET_FIRST_START_SECONDS = 45;
const GIVE_UP_MS = 300_000;

interface FirstStart {
  readySeconds: number;
  /** From dev.ts's own log line: seeding the demo catalogue, audio generation included. */
  seedSeconds?: number;
  load: [number, number];
}

const measureFirstStart = (): Promise<FirstStart> => {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-first-start-'));
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  // As `npm start` runs it (tsx scripts/dev.ts), without npm in front.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: join(scratch, 'data'),
      SEED_AUDIO_CACHE_DIR: join(scratch, 'audio-cache'),
      PORT: '0',
      QUIET: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<FirstStart>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/Marketplace ready at/.test(output)) return;
      clearTimeout(timer);
      const seed = /Seeded \d+ songs in ([\d.]+) s/.exec(output);
      resolve({
        readySeconds: (performance.now() - started) / 1000,
        seedSeconds: seed ? Number(seed[1]) : undefined,
        load: [loadBefore, loadavg()[0]!],
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`dev.ts exited with code ${code} before the ready line:\n${output.slice(-2000)}`));
    });
  }).finally(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });
};

export const renderFirstStart = (r: FirstStart): string => {
  const ok = r.readySeconds <= TARGET_FIRST_START_SECONDS;
  return [
    `Target (measured, not asserted): ready line ≤ ${TARGET_FIRST_START_SECONDS} s. \`scripts/dev.ts\` (what \`npm start\` runs) with an empty ` +
      `\`DATA_DIR\` and an empty seed-audio cache, \`PORT=0\`, Vite dev server; timed from launch to \`Marketplace ready at …\`. ` +
      `Load = 1-minute load average on ${availableParallelism()} cores: seeding generates the demo audio on every core, so other work on the machine stretches it.`,
    '',
    table(
      ['measure', 'value'],
      [
        ['ready line after', `**${r.readySeconds.toFixed(1)} s** ${ok ? '✅' : '⚠️ over target'}`],
        ['of which seeding the 40 demo songs (audio generation included)', r.seedSeconds === undefined ? '—' : `${r.seedSeconds.toFixed(1)} s`],
        ['machine load before / at the ready line', `${r.load[0].toFixed(2)} / ${r.load[1].toFixed(2)}`],
      ],
    ),
  ].join('\n');
};

export const section: Section = {
  name: 'first-start',
  title: 'First start',
  description: 'npm start on a fresh machine (empty data and audio cache) until the ready line',
  run: async () => {
    progress('first start: launching scripts/dev.ts with an empty data folder and audio cache');
    return renderFirstStart(await measureFirstStart());
  },
};
