import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { currentPath, mockApi, renderApp } from './render-app';

/** A visitor (no token) who opens `path` is sent to /auth. */
export async function expectSignInAsked(path: string) {
  mockApi({});
  const { router } = renderApp(path);
  await waitFor(() => expect(currentPath(router)).toBe('/auth'));
}
