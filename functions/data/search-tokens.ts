/**
 * Whole-word search tokens, shared by the admin order search (order-search-tokens.ts) and the
 * admin users search (data README, "Search tokens"): one token item per word (keys.ts
 * `orderSearchToken`, `userSearchToken`) lets a search by a whole word Query that word's partition
 * instead of filtering every item. Pure functions, no I/O.
 */

/** Longest token kept (a DynamoDB partition key may be 2,048 bytes; emails are at most 254). */
const MAX_TOKEN_LENGTH = 254;

/** At most this many tokens per account, so a rename's transaction (old ones deleted, new ones put) stays far below 100 entries. */
export const MAX_USER_SEARCH_TOKENS = 16;

/** NFKD, diacritics stripped, lower-cased: `José` → `jose`. */
export const foldText = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text: folded, split on anything but letters and digits, at least 2 characters. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

/** Tokens of the right length, each once, in their first order. */
export function dedupeTokens(tokens: readonly string[]): string[] {
  return [...new Set(tokens.filter((t) => t.length >= 2 && t.length <= MAX_TOKEN_LENGTH))];
}

/**
 * A person's tokens: the full lower-cased email, its local part and the name's words. None
 * without an email (an anonymised order or account: its name is then only a placeholder).
 */
export function personTokens(email: string, name: string): string[] {
  const lower = email.trim().toLowerCase();
  if (!lower) return [];
  const local = lower.split('@')[0] ?? '';
  return dedupeTokens([lower, ...(local.length >= 2 ? [local] : []), ...wordsOf(name)]);
}

/** An account's tokens (its email and name), at most MAX_USER_SEARCH_TOKENS: what its token items are. */
export const userSearchTokens = (user: { email: string; name: string }): string[] =>
  personTokens(user.email, user.name).slice(0, MAX_USER_SEARCH_TOKENS);

/**
 * The tokens a query asks for, each of which the item must carry: a whitespace-separated part
 * holding `@` (an email) or other punctuation that a local part keeps (`j.doe`) stays whole;
 * anything else becomes its words. Undefined when some part yields no token (a one-letter
 * fragment): the search then falls back to reading items and matching text.
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

/** Whether an item's search text (folded) holds every query token: the check on every token hit. */
export const textHasEvery = (searchText: string, tokens: readonly string[]): boolean => {
  const folded = foldText(searchText);
  return tokens.every((t) => folded.includes(t));
};

/** The token a search reads: the longest, as the rarest-looking. */
export const rarestToken = (tokens: readonly string[]): string =>
  tokens.reduce((best, t) => (t.length > best.length ? t : best), tokens[0] ?? '');
