/** FNV-1a: a small, stable string hash; the same id always gives the same number. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Spec §9: SUB-{6 digits}-{3 letters}, built in the browser. Derived from the subscription id
 * (never random), so a reload or another device shows the same reference.
 */
export function subscriptionReference(subscriptionId: string): string {
  const digits = String(fnv1a(subscriptionId) % 1_000_000).padStart(6, '0');
  let bits = fnv1a(subscriptionId, 0x9e3779b9);
  let letters = '';
  for (let i = 0; i < 3; i += 1) {
    letters += LETTERS[bits % LETTERS.length];
    bits = Math.floor(bits / LETTERS.length);
  }
  return `SUB-${digits}-${letters}`;
}
