/**
 * Small process and port helpers shared by the local stack (scripts/dev.ts, scripts/local/*).
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A currently free TCP port on `host` (the OS picks it; there is a small race until it is used). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('could not determine a free port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True while the child has neither exited nor been killed by a signal. */
export const isRunning = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

/** Resolves when the child has exited, or with `false` after `ms`. */
export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, ms);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/**
 * Stops a child by PID: SIGTERM, then SIGKILL if it is still alive after `graceMs`.
 * Never throws; resolves once the process is gone (or after a last 2 s wait following SIGKILL).
 */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (!child.pid || !isRunning(child)) return;
  try {
    process.kill(child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  if (await waitForExit(child, graceMs)) return;
  try {
    process.kill(child.pid, 'SIGKILL');
  } catch {
    return;
  }
  await waitForExit(child, 2000);
}

/** Keeps the last `max` lines a stream produced, for error messages. */
export class OutputTail {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly max = 40) {}
  push(chunk: Buffer | string): void {
    const text = this.partial + chunk.toString();
    const parts = text.split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    for (const line of parts) {
      this.lines.push(line);
      if (this.lines.length > this.max) this.lines.shift();
    }
  }
  toString(): string {
    return [...this.lines, this.partial].filter((l) => l.length > 0).join('\n');
  }
}

/** `promise`, or `fail()` thrown when it has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fail: () => Error): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(fail()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
