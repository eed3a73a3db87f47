/** The server's own price for an order: taka for local methods, dollars for card providers. */
import { isLocalMethod, type Currency, type PaymentMethod } from '../../../shared/api/orders';
import { toMinor, usdCentsToBdtMinor } from '../../../shared/money';

export interface Price {
  amountMinor: number;
  currency: Currency;
}

/** BDT = round(USD × 110) whole taka (spec §9), kept in paisa; USD in cents. */
export function priceFor(listPriceCents: number, method: PaymentMethod): Price {
  if (!isLocalMethod(method)) return { amountMinor: listPriceCents, currency: 'USD' };
  return { amountMinor: usdCentsToBdtMinor(listPriceCents), currency: 'BDT' };
}

/**
 * Whether the amount the buyer was shown is this price: in the order's currency, or the USD
 * list price (the site can display either). Anything else means the price changed.
 */
export function shownAmountMatches(shown: number, listPriceCents: number, price: Price): boolean {
  const shownMinor = toMinor(shown);
  return shownMinor === price.amountMinor || shownMinor === listPriceCents;
}
