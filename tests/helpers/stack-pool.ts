/**
 * A fixed set of test stacks lent to one test file at a time (tests/helpers/global-stack.ts):
 * a file leases any free stack of its pool and gives it back when it ends, so more vitest workers
 * than stacks can run (docs/decisions/015-stack-leases.md).
 */

export interface Lease<T> {
  stack: Promise<T>;
  /** Gives the stack back (idempotent); the next waiting file gets it. */
  release: () => void;
}

interface Member<T> {
  stack: Promise<T>;
  failed: boolean;
  lease?: Lease<T>;
}

interface Waiter<T> {
  holder: string;
  grant: (lease: Lease<T>) => void;
}

export class LeasePool<T> {
  private readonly members: Member<T>[] = [];
  private readonly waiting: Waiter<T>[] = [];
  private readonly held = new Map<string, Lease<T>>();

  constructor(
    readonly size: number,
    private readonly start: () => Promise<T>,
  ) {}

  /** Starts stacks ahead of the first lease, up to `count` (and the pool's size). */
  prestart(count: number): void {
    while (this.members.length < Math.min(count, this.size)) this.add();
  }

  /**
   * A free stack for `holder` (a vitest worker), started if the pool has room, else the next one
   * given back. A holder runs one file at a time: a new lease gives back the one it still holds.
   * Aborting `signal` while still waiting leaves the queue.
   */
  lease(holder: string, signal?: AbortSignal): Promise<Lease<T>> {
    this.forget(holder);
    const free =
      this.members.find((m) => !m.lease && !m.failed) ??
      (this.members.length < this.size ? this.add() : undefined) ??
      this.members.find((m) => !m.lease); // only failed ones are free: report their error at once
    if (free) return Promise.resolve(this.lend(free, holder));
    return new Promise((resolve) => {
      const waiter: Waiter<T> = { holder, grant: resolve };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', () => {
        const index = this.waiting.indexOf(waiter);
        if (index !== -1) this.waiting.splice(index, 1);
      });
    });
  }

  /** Gives back what `holder` holds and drops its place in the queue (its file has ended). */
  forget(holder: string): void {
    this.held.get(holder)?.release();
    const index = this.waiting.findIndex((w) => w.holder === holder);
    if (index !== -1) this.waiting.splice(index, 1);
  }

  /** Every stack started so far. */
  stacks(): Promise<T>[] {
    return this.members.map((m) => m.stack);
  }

  private add(): Member<T> {
    const member: Member<T> = { stack: this.start(), failed: false };
    member.stack.catch(() => (member.failed = true));
    this.members.push(member);
    return member;
  }

  private lend(member: Member<T>, holder: string): Lease<T> {
    const lease: Lease<T> = {
      stack: member.stack,
      release: () => {
        if (member.lease !== lease) return;
        member.lease = undefined;
        if (this.held.get(holder) === lease) this.held.delete(holder);
        const next = this.waiting.shift();
        if (next) next.grant(this.lend(member, next.holder));
      },
    };
    member.lease = lease;
    this.held.set(holder, lease);
    return lease;
  }
}
