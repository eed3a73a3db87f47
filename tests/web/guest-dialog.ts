import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { currentPath, type TestRouter } from './render-app';

/** Continues as a guest from a buy or subscribe dialog with `email`: the guest's order page `/guest/orders/<orderId>` opens. */
export async function continueAsGuest(
  user: UserEvent,
  dialog: HTMLElement,
  email: string,
  router: TestRouter,
  orderId: number,
): Promise<void> {
  await user.type(within(dialog).getByLabelText('Your email'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Continue as guest' }));
  await waitFor(() => expect(currentPath(router)).toBe(`/guest/orders/${orderId}`));
}
