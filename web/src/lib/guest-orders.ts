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

/** The token in a mailed link's fragment, taken out of the address bar so it is not shared with the page's URL. */
export function takeTokenFromLocation(orderId: string): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? undefined;
  if (token) {
    rememberGuestToken(orderId, token);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
  return token;
}
