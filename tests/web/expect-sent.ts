import { waitFor } from '@testing-library/react';
import { expect, type MockInstance } from 'vitest';
import { callsTo, type mockApi, type MockKey } from './render-app';

/** Waits for the success toast `message`, then checks the body the first call to `key` sent. */
export async function expectSent(
  success: MockInstance,
  message: string,
  fetchMock: ReturnType<typeof mockApi>,
  key: MockKey,
  body: unknown,
) {
  await waitFor(() => expect(success).toHaveBeenCalledWith(message));
  expect(callsTo(fetchMock, key)[0]?.body).toEqual(body);
}
