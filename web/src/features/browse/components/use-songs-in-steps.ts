import { startTransition, useEffect, useState } from 'react';

/** Rows or cards rendered with a list's first paint, and how many join it in each later task. */
const FIRST_STEP = 8;
const NEXT_STEP = 8;

/**
 * The first `FIRST_STEP` items of `items` at once, and the rest `NEXT_STEP` at a time in the tasks
 * that follow, each render a transition. A phone shows about two rows of All Songs on its first
 * screen: the other 22 were committed, styled and laid out in the same task (some 300 elements), in
 * loaded traces often the load's longest. A list that does not continue the shown one (another search)
 * starts again from its first step; Load more's page continues it.
 */
export function useSongsInSteps<T>(items: readonly T[]): readonly T[] {
  const [step, setStep] = useState({ head: items[0], count: FIRST_STEP });
  let count = step.count;
  if (step.head !== items[0]) {
    count = FIRST_STEP;
    setStep({ head: items[0], count });
  }
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setStep((s) => ({ ...s, count: s.count + NEXT_STEP }))), 0);
    return () => clearTimeout(timer);
  }, [complete, count]);
  return complete ? items : items.slice(0, count);
}
