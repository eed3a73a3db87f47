/** Ids and turns that keep one suite's tests apart from each other and from other runs on a shared stack. */

/** A new transaction id at each call: `prefix`, the time, the process and a counter, so no two tests or runs reuse one. */
export function transactionIds(prefix: string): () => string {
  let counter = 0;
  return () => `${prefix}${Date.now().toString(36).toUpperCase()}${process.pid}${++counter}`;
}

/** The items of `list()` in turn from index `start`, round and round: each test takes a song the suite's others do not. */
export function inTurn<T>(list: () => readonly T[], start: number): () => T {
  let cursor = start;
  return () => {
    const items = list();
    return items[cursor++ % items.length]!;
  };
}

/** A new loopback address at each call, from 127.0.3.<after + 1> on: a per-client limit then counts one test's requests only. */
export function loopbackAddresses(after: number): () => string {
  let last = after;
  return () => `127.0.3.${++last}`;
}
