import type { BoundFunctions, queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { callsTo, type MockKey, type mockApi } from './render-app';

type Scope = Pick<BoundFunctions<typeof queries>, 'getByLabelText' | 'getByRole' | 'getByText' | 'findByText'>;

/** Replaces what the labelled field holds, as a user does: clears it, then types `value` (nothing, to leave it empty). */
export async function retype(user: UserEvent, scope: Scope, label: string, value: string): Promise<void> {
  const field = scope.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Retypes the labelled fields in the order given, then presses the form's `button`. */
export async function fillAndPress(user: UserEvent, scope: Scope, values: Record<string, string>, button: string): Promise<void> {
  for (const [label, value] of Object.entries(values)) await retype(user, scope, label, value);
  await user.click(scope.getByRole('button', { name: button }));
}

/** Presses the form's `button`: the form shows each of `messages` and sends nothing to `route`. */
export async function expectRefusedUnsent(
  user: UserEvent,
  scope: Scope,
  button: string,
  messages: [string, ...string[]],
  sent: { fetchMock: ReturnType<typeof mockApi>; route: MockKey },
): Promise<void> {
  await user.click(scope.getByRole('button', { name: button }));
  const [first, ...others] = messages;
  expect(await scope.findByText(first)).toBeInTheDocument();
  for (const message of others) expect(scope.getByText(message)).toBeInTheDocument();
  expect(callsTo(sent.fetchMock, sent.route)).toHaveLength(0);
}
