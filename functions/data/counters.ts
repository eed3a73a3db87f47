/** The counter attributes of aggregate items: a number each, 0 until the first write counts it. */
import * as z from '../../shared/api/zod';

const counter = () => z._default(z.number(), 0);

/** Schema fields for `names`, to spread into an item's `z.object` (built inside its `z.lazySchema`). */
export const counterFields = <const K extends string>(names: readonly K[]): Record<K, ReturnType<typeof counter>> =>
  Object.fromEntries(names.map((name) => [name, counter()])) as Record<K, ReturnType<typeof counter>>;
