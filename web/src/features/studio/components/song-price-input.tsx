import { useTranslation } from 'react-i18next';
import type { ArtistMe } from '../../../../../shared/api/artist';
import '../../../i18n/locales/en/studio';
import { PriceInput } from '../../../components/ui/price-input';

export type PriceBounds = Pick<ArtistMe, 'min_price' | 'max_price'>;

/** A song's price field in the studio: the store's bounds as the field's limits and in its hint. */
export function SongPriceInput({ bounds, defaultValue, error }: { bounds: PriceBounds; defaultValue: number; error?: string }) {
  const { t } = useTranslation();
  return (
    <PriceInput
      name="price"
      min={bounds.min_price}
      max={bounds.max_price}
      defaultValue={defaultValue.toFixed(2)}
      label={t('studio.upload.price')}
      hint={t('studio.upload.priceHint', { min: bounds.min_price.toFixed(2), max: bounds.max_price.toFixed(2) })}
      error={error}
      required
    />
  );
}
