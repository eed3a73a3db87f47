/**
 * The words an admin finds an order by (data README, "Order search tokens"): one token item per
 * word (keys.ts `orderSearchToken`) lets a search by a whole word Query that word's partition
 * instead of filtering every order. Pure functions, no I/O.
 */

/** At most this many tokens per order, so the order's transaction stays far below 100 entries. */
export const MAX_ORDER_SEARCH_TOKENS = 16;
/** Longest token kept (a DynamoDB partition key may be 2,048 bytes; emails are at most 254). */
const MAX_TOKEN_LENGTH = 254;

/** NFKD, diacritics stripped, lower-cased: `José` → `jose`. */
export const foldText = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text: folded, split on anything but letters and digits, at least 2 characters. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

export interface TokenSource {
  buyerEmail: string;
  buyerName: string;
  /** The song title, or `<plan name> plan` for a subscription order. */
  title: string;
}

/** The order's title words: what an anonymised order (its buyer deleted) is still found by. */
export const titleTokens = (order: Pick<TokenSource, 'title'>): string[] => dedupe(wordsOf(order.title));

/**
 * The customer's tokens: the full lower-cased email, its local part and the name's words. An
 * anonymised order (email erased to '') has none: its name is then only a placeholder.
 */
export function personalTokens(order: Pick<TokenSource, 'buyerEmail' | 'buyerName'>): string[] {
  const email = order.buyerEmail.trim().toLowerCase();
  if (!email) return [];
  const local = email.split('@')[0] ?? '';
  return dedupe([email, ...(local.length >= 2 ? [local] : []), ...wordsOf(order.buyerName)]);
}

/** Every token of an order, personal first, deduplicated, at most MAX_ORDER_SEARCH_TOKENS. */
export const orderSearchTokens = (order: TokenSource): string[] =>
  dedupe([...personalTokens(order), ...titleTokens(order)]).slice(0, MAX_ORDER_SEARCH_TOKENS);

function dedupe(tokens: string[]): string[] {
  return [...new Set(tokens.filter((t) => t.length >= 2 && t.length <= MAX_TOKEN_LENGTH))];
}

/**
 * The tokens a query asks for, each of which the order must carry: a whitespace-separated part
 * holding `@` (an email) or other punctuation that a local part keeps (`j.doe`) stays whole;
 * anything else becomes its words. Undefined when some part yields no token (a one-letter
 * fragment): the search then falls back to reading orders and matching text.
 */
export function queryTokens(q: string): string[] | undefined {
  const tokens: string[] = [];
  for (const part of q.trim().toLowerCase().split(/\s+/).filter(Boolean)) {
    const words = wordsOf(part);
    if (part.includes('@') || (/[._+-]/.test(part) && /^[\p{L}\p{N}._+-]+$/u.test(part))) {
      if (part.length < 2 || part.length > MAX_TOKEN_LENGTH) return undefined;
      tokens.push(part);
    } else if (words.length === 0) {
      return undefined;
    } else {
      tokens.push(...words);
    }
  }
  return tokens.length > 0 ? [...new Set(tokens)] : undefined;
}

/** Whether an order's text (folded) holds every query token: the check on every token hit. */
export const textHasEvery = (searchText: string, tokens: readonly string[]): boolean => {
  const folded = foldText(searchText);
  return tokens.every((t) => folded.includes(t));
};

/** The token a search reads: the longest, as the rarest-looking. */
export const rarestToken = (tokens: readonly string[]): string =>
  tokens.reduce((best, t) => (t.length > best.length ? t : best), tokens[0] ?? '');
