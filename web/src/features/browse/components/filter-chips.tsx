import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import '../../../i18n/locales/en/store';
import { GENRES } from '../../../../../shared/constants';
import { PRICE_BANDS, SORTS, type BrowseFilters } from '../hooks/use-browse-filters';

interface FilterChipsProps {
  filters: BrowseFilters;
  onChange: <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) => void;
  onReset: () => void;
}

/** What is applied, one removable chip per search or filter, and Clear all (issue 21). */
export function FilterChips({ filters, onChange, onReset }: FilterChipsProps) {
  const { t } = useTranslation();
  const chips: { key: keyof BrowseFilters; label: string; clear: () => void }[] = [];
  if (filters.q.trim()) chips.push({ key: 'q', label: t('store.chipSearch', { q: filters.q.trim() }), clear: () => onChange('q', '') });
  if (filters.genre) {
    const genre = GENRES.find((g) => g.toLowerCase() === filters.genre) ?? filters.genre;
    chips.push({ key: 'genre', label: t(`genres.${genre}`, { defaultValue: genre }), clear: () => onChange('genre', '') });
  }
  if (filters.price !== 'all') {
    const band = PRICE_BANDS.find((b) => b.value === filters.price);
    if (band) chips.push({ key: 'price', label: t(band.label), clear: () => onChange('price', 'all') });
  }
  if (filters.sort !== 'newest') {
    const sort = SORTS.find((s) => s.value === filters.sort);
    if (sort) chips.push({ key: 'sort', label: t(sort.label), clear: () => onChange('sort', 'newest') });
  }
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="filter-chips">
      <span className="text-sm text-muted">{t('store.applied')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.clear}
              aria-label={t('store.removeFilter', { label: chip.label })}
              className="inline-flex h-8 max-w-[16rem] items-center gap-1.5 rounded-full border border-brand/50 bg-brand/10 pl-3 pr-2 text-sm font-medium text-ink hover:bg-brand/20"
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onReset} className="rounded text-sm font-semibold text-brand hover:underline">
        {t('store.clearAll')}
      </button>
    </div>
  );
}
