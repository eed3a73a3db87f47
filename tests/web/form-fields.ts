import type { BoundFunctions, queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Scope = Pick<BoundFunctions<typeof queries>, 'getByLabelText' | 'getByRole'>;

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
