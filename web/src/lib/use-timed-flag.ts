import { useEffect, useState } from 'react';

/** A flag that falls back to false `ms` after it is raised (a "saved" banner, a "copied" tick). */
export function useTimedFlag(ms: number): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return [on, setOn];
}
