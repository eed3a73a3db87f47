/**
 * The words an admin finds an order by (data README, "Order search tokens"): one token item per
 * word (keys.ts `orderSearchToken`) lets a search by a whole word Query that word's partition
 * instead of filtering every order. Pure functions, no I/O; the generic pieces (folding, query
 * tokens, the check on a hit) are in search-tokens.ts, shared with the users search.
 */
import { dedupeTokens, personTokens, wordsOf } from './search-tokens';

/** At most this many tokens per order, so the order's transaction stays far below 100 entries. */
export const MAX_ORDER_SEARCH_TOKENS = 16;

export interface TokenSource {
  buyerEmail: string;
  buyerName: string;
  /** The song title, or `<plan name> plan` for a subscription order. */
  title: string;
}

/** The order's title words: what an anonymised order (its buyer deleted) is still found by. */
export const titleTokens = (order: Pick<TokenSource, 'title'>): string[] => dedupeTokens(wordsOf(order.title));

/**
 * The customer's tokens: the full lower-cased email, its local part and the name's words. An
 * anonymised order (email erased to '') has none: its name is then only a placeholder.
 */
export const personalTokens = (order: Pick<TokenSource, 'buyerEmail' | 'buyerName'>): string[] =>
  personTokens(order.buyerEmail, order.buyerName);

/** Every token of an order, personal first, deduplicated, at most MAX_ORDER_SEARCH_TOKENS. */
export const orderSearchTokens = (order: TokenSource): string[] =>
  dedupeTokens([...personalTokens(order), ...titleTokens(order)]).slice(0, MAX_ORDER_SEARCH_TOKENS);
