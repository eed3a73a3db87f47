import { describe, expect, it } from 'vitest';
import { MAX_ORDER_SEARCH_TOKENS, orderSearchTokens, personalTokens, titleTokens } from '../../functions/data/order-search-tokens';
import { MAX_USER_SEARCH_TOKENS, queryTokens, rarestToken, textHasEvery, userSearchTokens } from '../../functions/data/search-tokens';

describe('order search tokens', () => {
  it('are the email, its local part, and the folded words of the name and the title', () => {
    expect(
      orderSearchTokens({ buyerEmail: 'J.Doe+Shop@Example.com', buyerName: 'José  Ñúñez-O', title: 'Rain on Ü Roofs (Live)' }),
    ).toEqual(['j.doe+shop@example.com', 'j.doe+shop', 'jose', 'nunez', 'rain', 'on', 'roofs', 'live']);
  });

  it('are deduplicated and capped', () => {
    const title = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const tokens = orderSearchTokens({ buyerEmail: 'a@b.co', buyerName: 'Rain Rain', title: `rain ${title}` });
    expect(tokens).toHaveLength(MAX_ORDER_SEARCH_TOKENS);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.filter((t) => t === 'rain')).toHaveLength(1);
  });

  it('of an anonymised order are only the title words', () => {
    expect(personalTokens({ buyerEmail: '', buyerName: 'Deleted user' })).toEqual([]);
    expect(orderSearchTokens({ buyerEmail: '', buyerName: 'Deleted user', title: 'Gold plan' })).toEqual(
      titleTokens({ title: 'Gold plan' }),
    );
  });

  it('of a query keep an email or a dotted local part whole and split other words', () => {
    expect(queryTokens('  Alice@Example.com ')).toEqual(['alice@example.com']);
    expect(queryTokens('j.doe')).toEqual(['j.doe']);
    expect(queryTokens('Café  Noir')).toEqual(['cafe', 'noir']);
    expect(queryTokens('a')).toBeUndefined();
    expect(queryTokens('')).toBeUndefined();
  });

  it('pick the longest word and check every word against the folded text', () => {
    expect(rarestToken(['the', 'nocturne', 'blue'])).toBe('nocturne');
    expect(textHasEvery('12 josé núñez jose@example.com rain song', ['jose', 'nunez', 'rain'])).toBe(true);
    expect(textHasEvery('12 josé núñez jose@example.com rain song', ['jose', 'snow'])).toBe(false);
  });
});

describe('user search tokens', () => {
  it('are the email, its local part and the folded words of the name, as for the buyer of an order', () => {
    expect(userSearchTokens({ email: 'J.Doe+Shop@Example.com', name: 'José  Ñúñez-O' })).toEqual([
      'j.doe+shop@example.com',
      'j.doe+shop',
      'jose',
      'nunez',
    ]);
    expect(userSearchTokens({ email: 'nadia@example.com', name: 'Nadia Rahman' })).toEqual(
      personalTokens({ buyerEmail: 'nadia@example.com', buyerName: 'Nadia Rahman' }),
    );
  });

  it('are capped, so a rename (old deleted, new put) stays a small transaction', () => {
    const name = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const tokens = userSearchTokens({ email: 'long@example.com', name });
    expect(tokens).toHaveLength(MAX_USER_SEARCH_TOKENS);
    expect(tokens.slice(0, 2)).toEqual(['long@example.com', 'long']);
  });

  it('of an anonymised account are none', () => {
    expect(userSearchTokens({ email: '', name: 'Deleted user' })).toEqual([]);
  });
});
