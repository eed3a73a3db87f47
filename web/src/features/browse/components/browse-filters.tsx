import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import '../../../i18n/locales/en/catalogue';
import { GENRES } from '../../../../../shared/constants';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PRICE_BANDS, SORTS, type BrowseFilters, type PriceBand } from '../hooks/use-browse-filters';
import { Options } from '../../../components/ui/options';

export const SEARCH_DEBOUNCE_MS = 300;

interface BrowseFiltersBarProps {
  filters: BrowseFilters;
  onChange: <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) => void;
  /** A submit button with this label (the phone sheet's 'Show songs'); submitting applies the search at once and calls `onDone`. */
  submitLabel?: string;
  onDone?: () => void;
}

export function BrowseFiltersBar({ filters, onChange, submitLabel, onDone }: BrowseFiltersBarProps) {
  const searchId = useId();
  const { t } = useTranslation();
  const [text, setText] = useState(filters.q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The search the URL should hold by this box's account: what it last wrote, or took from it.
  const [written, setWritten] = useState(filters.q);

  // Typing settled on a new search: it is the one to write.
  const [settled, setSettled] = useState(debounced);
  if (settled !== debounced) {
    setSettled(debounced);
    if (debounced !== written) setWritten(debounced);
  }

  // The URL changed under the box (back button, Clear filters): show what the URL says, and take
  // it as written, so the stale debounced text never undoes the navigation. Each navigation has a
  // key of its own: a back button that returns to the search the box last rendered (React can skip
  // rendering the entry in between) is still a change, which comparing the search itself would miss.
  const { key: locationKey } = useLocation();
  const [seen, setSeen] = useState(locationKey);
  if (seen !== locationKey) {
    setSeen(locationKey);
    if (filters.q !== written) {
      setWritten(filters.q);
      setText(filters.q);
    }
  }

  useEffect(() => {
    if (written !== filters.q) onChange('q', written);
  }, [written, filters.q, onChange]);

  return (
    <form
      role="search"
      aria-label={t('browse.filterSongs')}
      onSubmit={(event) => {
        event.preventDefault();
        setWritten(text);
        // The sheet closes on submit and takes this box with it: apply the search now, not after the debounce.
        if (onDone) {
          if (text !== filters.q) onChange('q', text);
          onDone();
        }
      }}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t('browse.searchSongs')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('browse.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      </div>
      <Select label={t('browse.genre')} value={filters.genre} onChange={(event) => onChange('genre', event.target.value)}>
        <option value="">{t('browse.allGenres')}</option>
        {GENRES.map((genre) => (
          <option key={genre} value={genre.toLowerCase()}>
            {t(`genres.${genre}`)}
          </option>
        ))}
      </Select>
      <Select label={t('browse.price')} value={filters.price} onChange={(event) => onChange('price', event.target.value as PriceBand)}>
        <Options items={PRICE_BANDS.map((band) => ({ value: band.value, label: t(band.label) }))} />
      </Select>
      <Select
        label={t('browse.sortBy')}
        value={filters.sort}
        onChange={(event) => onChange('sort', event.target.value as BrowseFilters['sort'])}
      >
        <Options items={SORTS.map((sort) => ({ value: sort.value, label: t(sort.label) }))} />
      </Select>
      {submitLabel && (
        <button type="submit" className={buttonClasses({ className: 'w-full sm:col-span-2 lg:col-span-4' })}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
