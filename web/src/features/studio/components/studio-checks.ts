import type { TFunction } from 'i18next';
import type { ArtistMe } from '../../../../../shared/api/artist';
import { checkFile } from '../../../lib/upload-check';
import '../../../i18n/locales/en/studio';

/** The store's price bounds as the back office applies them: dollars and cents, minPrice…maxPrice. */
export function priceProblem(raw: string, me: Pick<ArtistMe, 'min_price' | 'max_price'>, t: TFunction): string | undefined {
  const price = raw.trim() === '' ? NaN : Number(raw);
  const cents = Math.round(price * 100);
  if (!Number.isFinite(price) || price < me.min_price || price > me.max_price || Math.abs(cents - price * 100) > 1e-6) {
    return t('studio.upload.priceRange', { min: me.min_price.toFixed(2), max: me.max_price.toFixed(2) });
  }
  return undefined;
}

/** The audio file against the store's formats and size, before anything is uploaded; answers its content type or why not. */
export function fileCheck(
  file: File | undefined,
  me: Pick<ArtistMe, 'allowed_formats' | 'max_file_size_mb'>,
  t: TFunction,
): { contentType: string } | { error: string } {
  if (!file) return { error: t('studio.upload.pickFile') };
  const checked = checkFile('audio', file, { audioMaxBytes: me.max_file_size_mb * 1024 * 1024, formats: me.allowed_formats });
  if ('contentType' in checked) return checked;
  if (checked.reason === 'size') return { error: t('studio.upload.fileTooLarge', { name: file.name, mb: me.max_file_size_mb }) };
  if (checked.reason === 'empty') return { error: t('studio.upload.fileEmpty', { name: file.name }) };
  return { error: t('studio.upload.fileType', { name: file.name, formats: me.allowed_formats.map((f) => f.toUpperCase()).join(', ') }) };
}
