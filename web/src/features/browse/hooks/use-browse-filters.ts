import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GENRES } from '../../../../../shared/constants';
import type { SongSort, SongsQuery } from '../api/songs';

/**
 * The spec has two conflicting price controls (§5); they are merged into these bands. The API's
 * bounds are inclusive and prices have cents, hence 9.99 and 25.01.
 */
export const PRICE_BANDS = [
  { value: 'all', label: 'browse.priceAll' },
  { value: 'free', label: 'browse.priceFree', minPrice: 0, maxPrice: 0 },
  { value: 'under-10', label: 'browse.priceUnder10', maxPrice: 9.99 },
  { value: '10-25', label: 'browse.price10to25', minPrice: 10, maxPrice: 25 },
  { value: 'over-25', label: 'browse.priceOver25', minPrice: 25.01 },
] as const satisfies readonly { value: string; label: string; minPrice?: number; maxPrice?: number }[];
export type PriceBand = (typeof PRICE_BANDS)[number]['value'];

/** Labels are translation keys (`browse.*`). */
export const SORTS = [
  { value: 'newest', label: 'browse.sortNewest' },
  { value: 'price', label: 'browse.sortPrice' },
  { value: 'price_desc', label: 'browse.sortPriceDesc' },
  { value: 'title', label: 'browse.sortTitle' },
] as const satisfies readonly { value: SongSort; label: string }[];

export const GENRE_VALUES = GENRES.map((genre) => genre.toLowerCase());

export interface BrowseFilters {
  q: string;
  /** Lower-case genre, or '' for all. */
  genre: string;
  price: PriceBand;
  sort: SongSort;
}

const DEFAULTS: BrowseFilters = { q: '', genre: '', price: 'all', sort: 'newest' };

/** Unknown values in a shared or hand-typed URL fall back to the defaults instead of a 400. */
function readFilters(params: URLSearchParams): BrowseFilters {
  const genre = (params.get('genre') ?? '').trim().toLowerCase();
  const price = params.get('price');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    genre: GENRE_VALUES.includes(genre) ? genre : '',
    price: PRICE_BANDS.find((band) => band.value === price)?.value ?? 'all',
    sort: SORTS.find((s) => s.value === sort)?.value ?? 'newest',
  };
}

/** The API query for a set of filters. */
export function toSongsQuery(filters: BrowseFilters): SongsQuery {
  const band = PRICE_BANDS.find((b) => b.value === filters.price);
  return {
    q: filters.q.trim() || undefined,
    genre: filters.genre || undefined,
    minPrice: band && 'minPrice' in band ? band.minPrice : undefined,
    maxPrice: band && 'maxPrice' in band ? band.maxPrice : undefined,
    sort: filters.sort,
  };
}

/** Filters live in the URL, so a search can be shared and home's genre chips land filtered. */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const setFilter = useCallback(
    <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === DEFAULTS[key] || value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        // Typing in the search box should not fill the history with one entry per word.
        { replace: key === 'q', preventScrollReset: true },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);

  return { filters, setFilter, reset, isFiltered: JSON.stringify(filters) !== JSON.stringify(DEFAULTS) };
}
