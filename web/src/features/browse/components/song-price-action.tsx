import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { formatPrice, usePreferredCurrency } from '../../../lib/currency';
import type { Song } from '../api/songs';
import { SongAction } from './song-action';

/** A song's price in the visitor's currency and its Buy (or Download) button, for lists outside browse (artist pages). */
export function SongPriceAction({ song }: { song: Song }) {
  const { t } = useTranslation();
  const [currency] = usePreferredCurrency();
  return (
    <span className="flex shrink-0 items-center gap-2">
      <span className="text-sm font-bold tabular-nums text-brand" data-testid="song-price">
        <span className="sr-only">{t('song.price')} </span>
        {formatPrice(song.price, currency)}
      </span>
      <SongAction song={song} />
    </span>
  );
}
