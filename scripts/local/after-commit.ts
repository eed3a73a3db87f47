/**
 * The local stand-in for the table's stream and the after-commit function
 * (docs/decisions/013-after-commit-effects.md): an approval in the gateway's process signals its
 * record, which runs at once through the same handler, a stream record as AWS delivers it; a
 * failure is retried with backoff, and a sweep of the pending index every few seconds picks up
 * whatever a signal missed (a restart, a record written by another process). A record waits while
 * the gateway is answering requests (a burst of notifications and their downloads go first: in AWS
 * the step runs on its own Lambda, here it shares the process and DynamoDB Local's one queue), but
 * never longer than `MAX_YIELD_MS`.
 */
import { AsyncResource } from 'node:async_hooks';
import { listenAfterCommit } from '../../functions/lib/after-commit-signal';

const SWEEP_EVERY_MS = 5_000;
/** At most this many records run at once: DynamoDB Local serialises requests, so the webhooks keep their turn. */
const CONCURRENCY = 2;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;
/** How often a waiting record looks again whether the gateway is idle, and for how long at most it waits. */
const YIELD_POLL_MS = 25;
const MAX_YIELD_MS = 5_000;

export interface AfterCommitOptions {
  /** True while the gateway is answering requests: a record waits for it to be idle (at most `MAX_YIELD_MS`). */
  busy?: () => boolean;
}

export function startAfterCommit(log: (line: string) => void, opts: AfterCommitOptions = {}): () => void {
  const queued = new Set<number>();
  const running = new Set<number>();
  const failures = new Map<number, number>();
  /** Each run keeps the async context it was signalled from: a fault injected in that request reaches its effects too, as an outage would. */
  const waiting: { orderId: number; scope: AsyncResource }[] = [];
  let stopped = false;

  const handlerModule = import('../../functions/streams/after-commit');
  const idle = async () => {
    for (const until = Date.now() + MAX_YIELD_MS; opts.busy?.() && Date.now() < until && !stopped;)
      await new Promise((r) => setTimeout(r, YIELD_POLL_MS));
  };
  const runOne = async (orderId: number) => {
    const { handler } = await handlerModule;
    await idle();
    const { batchItemFailures } = await handler({
      Records: [
        {
          eventName: 'INSERT',
          dynamodb: { NewImage: { orderId: { N: String(orderId) } }, SequenceNumber: String(orderId) },
        },
      ],
    });
    return batchItemFailures.length === 0;
  };

  const pump = () => {
    while (!stopped && running.size < CONCURRENCY && waiting.length) {
      const { orderId, scope } = waiting.shift()!;
      queued.delete(orderId);
      if (running.has(orderId)) continue;
      running.add(orderId);
      void scope
        .runInAsyncScope(() => runOne(orderId))
        .catch(() => false)
        .then((ok) => {
          running.delete(orderId);
          if (ok) failures.delete(orderId);
          else {
            const tries = (failures.get(orderId) ?? 0) + 1;
            failures.set(orderId, tries);
            const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (tries - 1));
            log(`After-commit effects of order ${orderId} failed (try ${tries}); retrying in ${delay} ms`);
            setTimeout(() => enqueue(orderId), delay).unref();
          }
          pump();
        });
    }
  };
  const enqueue = (orderId: number) => {
    if (stopped || queued.has(orderId)) return;
    queued.add(orderId);
    waiting.push({ orderId, scope: new AsyncResource('AfterCommit') });
    pump();
  };

  const sweep = async () => {
    try {
      const { pendingAfterCommits } = await import('../../functions/data/after-commit-repo');
      // Not those in hand or waiting out a retry's backoff.
      for (const orderId of await pendingAfterCommits()) if (!running.has(orderId) && !failures.has(orderId)) enqueue(orderId);
    } catch (error) {
      log(`After-commit sweep failed: ${(error as Error).message}`);
    }
  };
  const unlisten = listenAfterCommit(enqueue);
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return () => {
    stopped = true;
    unlisten();
    clearInterval(timer);
  };
}
