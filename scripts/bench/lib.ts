/**
 * Shared helpers for bench sections. A section is a module `scripts/bench/<name>.ts` whose
 * `run()` returns markdown; `scripts/bench/index.ts` decides which sections run.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Scratch space under node_modules so bundles resolve externals (`@aws-sdk/*`) from the repo. */
export const cacheDir = (...parts: string[]): string => {
  const dir = join(repoRoot, 'node_modules', '.cache', 'bench', ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
};

export interface Section {
  /** CLI name: `npm run bench -- --only <name>`. */
  name: string;
  /** Markdown heading. */
  title: string;
  /** One line for `--list`. */
  description: string;
  /** Measures and returns the section body (markdown, without the heading). */
  run: () => Promise<string>;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const ms = (n: number): string => n.toFixed(1);

/** Markdown table; `|` in cells is escaped and newlines flattened. */
export const table = (head: string[], rows: string[][]): string => {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
};

/** Progress goes to stderr so stdout stays the markdown report. */
export const progress = (msg: string): void => {
  process.stderr.write(`[bench] ${msg}\n`);
};
