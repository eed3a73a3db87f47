import { useTranslation } from 'react-i18next';
import type { SongSales } from '../../../../../shared/api/artist';
import '../../../i18n/locales/en/studio';
import { formatNumber } from '../../../lib/format-locale';

/** Previews played and sales per song over the chosen period, most sold first. */
export function SongSalesTable({ songs, money }: { songs: readonly SongSales[]; money: (taka: number) => string }) {
  const { t } = useTranslation();
  if (songs.length === 0) return <p className="mt-3 text-sm text-muted">{t('studio.sales.noSongs')}</p>;
  return (
    <table className="mt-3 w-full text-left text-sm" aria-label={t('studio.sales.perSong')}>
      <thead>
        <tr className="text-muted">
          <th className="py-1">{t('studio.sales.song')}</th>
          <th className="text-right">{t('studio.sales.plays')}</th>
          <th className="text-right">{t('studio.sales.count')}</th>
          <th className="text-right">{t('studio.sales.net')}</th>
        </tr>
      </thead>
      <tbody>
        {songs.map((s) => (
          <tr key={s.song_id} className="border-t border-line">
            <td className="py-1">{s.song}</td>
            <td className="text-right tabular-nums">{formatNumber(s.plays)}</td>
            <td className="text-right tabular-nums">{formatNumber(s.sales)}</td>
            <td className="text-right tabular-nums">{money(s.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
