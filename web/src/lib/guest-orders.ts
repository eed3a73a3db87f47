/**
 * Guest orders' tokens in this browser: the order's answer and the mailed link (`#token=…`) leave
 * one here, so the page the card provider returns to (which carries no token) still opens.
 */
const keyOf = (orderId: number | string) => `guest-order:${String(orderId)}`;

export function rememberGuestToken(orderId: number | string, token: string): void {
  try {
    localStorage.setItem(keyOf(orderId), token);
  } catch {
    // A browser that stores nothing: the mailed link still carries the token.
  }
}

export function guestTokenOf(orderId: number | string): string | undefined {
  try {
    return localStorage.getItem(keyOf(orderId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The token in a mailed link's fragment (`#token=…`), kept for this order in this browser. */
export function takeTokenFromHash(orderId: string, hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
  if (token) rememberGuestToken(orderId, token);
  return token;
}
