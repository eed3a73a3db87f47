/**
 * First start section: `npm start` as on a fresh machine (empty data folder, empty seed-audio
 * cache), timed from launch to the ready line, three times; the median is the figure. Target
 * (measured, not asserted): ≤ 45 s. The machine's load and the CPU time the start used are
 * recorded with it: seeding renders the demo audio on every core, so other work on the machine
 * stretches the clock, while the CPU time barely moves with the load.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, progress, repoRoot, table, type Section } from './lib';

export const TARGET_FIRST_START_SECONDS = 45;
const RUNS = 3;
const GIVE_UP_MS = 300_000;

interface FirstStart {
  readySeconds: number;
  /** From dev.ts's log: the whole seed of the 40 demo songs, from its start. */
  seedSeconds?: number;
  /** dev.ts's `Startup: ready …` timeline and the seed's own (both in seconds since launch). */
  timeline?: string;
  seedTimeline?: string;
  /** CPU seconds of the Node process (worker threads included) and of DynamoDB Local, at the ready line (Linux). */
  cpu?: { node: number; java?: number };
  load: [number, number];
}

/** User + system CPU seconds of a process from /proc, or undefined off Linux. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
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
    let ready = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready || !/Marketplace ready at/.test(output)) return;
      ready = true;
      const readySeconds = (performance.now() - started) / 1000;
      const javaPid = /DynamoDB Local on \S+ \(pid (\d+)\)/.exec(output)?.[1];
      const node = cpuSeconds(child.pid);
      const java = cpuSeconds(javaPid === undefined ? undefined : Number(javaPid));
      const load = loadavg()[0]!;
      // The timeline line follows the ready line: wait for it briefly.
      const finish = () => {
        clearTimeout(timer);
        const seed = /Seeded \d+ songs in ([\d.]+) s(?: \(since launch: ([^)]*)\))?/.exec(output);
        resolve({
          readySeconds,
          seedSeconds: seed ? Number(seed[1]) : undefined,
          seedTimeline: seed?.[2],
          timeline: /Startup: ready (.*)/.exec(output)?.[1]?.trim(),
          cpu: node === undefined ? undefined : { node, java },
          load: [loadBefore, load],
        });
      };
      if (/Startup: ready/.test(output)) finish();
      else setTimeout(finish, 200);
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

const cpuText = (r: FirstStart): string =>
  r.cpu ? `${(r.cpu.node + (r.cpu.java ?? 0)).toFixed(1)} (Node ${r.cpu.node.toFixed(1)} + Java ${r.cpu.java?.toFixed(1) ?? '?'})` : '—';

export const renderFirstStart = (runs: FirstStart[]): string => {
  const readyMedian = median(runs.map((r) => r.readySeconds));
  const ok = readyMedian <= TARGET_FIRST_START_SECONDS;
  return [
    `Target (measured, not asserted): ready line ≤ ${TARGET_FIRST_START_SECONDS} s. \`scripts/dev.ts\` (what \`npm start\` runs) with an empty ` +
      `\`DATA_DIR\` and an empty seed-audio cache, \`PORT=0\`, Vite dev server; timed from launch to \`Marketplace ready at …\`, ` +
      `${runs.length} runs, the median is the figure. Load = 1-minute load average on ${availableParallelism()} cores before the launch / at the ready line: ` +
      `the start renders the demo audio on every core, so other work on the machine stretches the clock. CPU = seconds of CPU the start used ` +
      `up to the ready line (the Node process with its worker threads, and DynamoDB Local's JVM), which the load barely changes: ` +
      `on an idle machine the start takes about max(CPU ÷ ${availableParallelism()}, the critical path).`,
    '',
    `**Median: ${readyMedian.toFixed(1)} s** ${ok ? '✅' : '⚠️ over target'}`,
    '',
    table(
      ['run', 'ready line after', 'seeding (from its start)', 'CPU s', 'load before / at ready', 'timeline (s since launch)'],
      runs.map((r, i) => [
        String(i + 1),
        `${r.readySeconds.toFixed(1)} s`,
        r.seedSeconds === undefined ? '—' : `${r.seedSeconds.toFixed(1)} s`,
        cpuText(r),
        `${r.load[0].toFixed(2)} / ${r.load[1].toFixed(2)}`,
        [r.timeline, r.seedTimeline].filter(Boolean).join('; ') || '—',
      ]),
    ),
  ].join('\n');
};

export const section: Section = {
  name: 'first-start',
  title: 'First start',
  description: `npm start on a fresh machine (empty data and audio cache) until the ready line, ${RUNS} runs`,
  run: async () => {
    const runs: FirstStart[] = [];
    for (let i = 1; i <= RUNS; i++) {
      progress(`first start ${i}/${RUNS}: launching scripts/dev.ts with an empty data folder and audio cache`);
      runs.push(await measureFirstStart());
    }
    return renderFirstStart(runs);
  },
};
