import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTypewriter } from '../../web/src/features/home/hooks/use-typewriter';

const stubMotionPreference = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );

describe('useTypewriter', () => {
  it('reveals the title one letter per tick when motion is allowed', () => {
    vi.useFakeTimers();
    stubMotionPreference(false);
    const { result } = renderHook(() => useTypewriter('Beat', 50));

    expect(result.current).toEqual({ shown: '', done: false });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current.shown).toBe('B');
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(result.current).toEqual({ shown: 'Beat', done: true });
  });

  it('shows the whole title at once for users who prefer reduced motion', () => {
    stubMotionPreference(true);
    const { result } = renderHook(() => useTypewriter('Beat', 50));
    expect(result.current).toEqual({ shown: 'Beat', done: true });
  });
});
