import { ApiError } from '../../../lib/api-client';

/** A text field of a submitted form ('' when absent or a file). */
export const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** The server's message of a refusal, or the screen's own when there is none. */
export const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);
