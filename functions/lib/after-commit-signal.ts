/**
 * Tells the local after-commit runner (scripts/local/after-commit.ts, in the gateway's process)
 * that a record was just committed, so it runs at once instead of at its next sweep. In AWS no
 * runner listens: the table's stream delivers the record.
 */
type Listener = (orderId: number) => void;

const HOOK = Symbol.for('marketplace.after-commit');
const slot = globalThis as { [HOOK]?: Listener };

export function signalAfterCommit(orderId: number): void {
  slot[HOOK]?.(orderId);
}

/** Registers the runner; answers the function that unregisters it. */
export function listenAfterCommit(listener: Listener): () => void {
  slot[HOOK] = listener;
  return () => {
    if (slot[HOOK] === listener) delete slot[HOOK];
  };
}
