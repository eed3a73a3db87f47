import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Reveals `text` one character at a time; all at once for users who prefer reduced motion. */
export function useTypewriter(text: string, intervalMs = 55): { shown: string; done: boolean } {
  const reduced = usePrefersReducedMotion();
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => {
      setCount((current) => {
        if (current >= text.length) clearInterval(timer);
        return Math.min(current + 1, text.length);
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [text, intervalMs, reduced]);

  const length = reduced ? text.length : count;
  return { shown: text.slice(0, length), done: length >= text.length };
}
