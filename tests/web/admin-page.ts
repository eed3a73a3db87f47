import { screen, within, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';
import { mockAdminApi, type Handler, type MockResponse } from './render-app';

/** Keyed by route id or by `routeKey(…)`, which TypeScript sees as a plain string. */
type Handlers = Partial<Record<string, Handler | MockResponse>>;

/** One screen's `asAdmin(handlers)`: Ada Admin signed in and the screen's `defaults` answered, unless a test overrides them. */
export const adminApiWith =
  (defaults: Handlers) =>
  (handlers: Handlers = {}) =>
    mockAdminApi({ ...defaults, ...handlers });

/** Waits for the back-office sidebar, checks that `entry` is its current link and, when given, the page's h1; returns the sidebar. */
export async function expectAdminPage(entry: string, heading?: string, options?: waitForOptions) {
  const sidebar = within(await screen.findByRole('navigation', { name: 'Back office' }, options));
  expect(sidebar.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
  if (heading !== undefined) expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return sidebar;
}
