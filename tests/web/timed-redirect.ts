import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { currentPath, type TestRouter } from './render-app';

/** With fake timers: a page that moves on one second after a success is still on `from` at 900 ms and on `to` by 1 s. */
export async function expectMovedAfterOneSecond(router: TestRouter, from: string, to: string): Promise<void> {
  act(() => {
    vi.advanceTimersByTime(900);
  });
  expect(currentPath(router)).toBe(from);
  act(() => {
    vi.advanceTimersByTime(100);
  });
  await waitFor(() => expect(currentPath(router)).toBe(to));
}
