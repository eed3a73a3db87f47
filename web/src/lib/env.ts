/**
 * Build-time settings, checked once when the bundle loads. zod is kept out of the initial chunk,
 * so the check is written by hand; a bad value stops the app at start instead of at first call.
 */
function readApiUrl(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (!/^https?:\/\/\S+$/.test(value)) {
    throw new Error(`VITE_API_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export const env = Object.freeze({
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
});
