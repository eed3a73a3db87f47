import { useTranslation } from 'react-i18next';
import type { SongSales } from '../../../../../shared/api/artist';
import '../../../i18n/locales/en/studio';
import { formatNumber } from '../../../lib/format-locale';
import { rightAligned, TableHead } from '../../../components/ui/data-table';

/** Previews played and sales per song over the chosen period, most sold first. */
export function SongSalesTable({ songs, money }: { songs: readonly SongSales[]; money: (taka: number) => string }) {
  const { t } = useTranslation();
  if (songs.length === 0) return <p className="mt-3 text-sm text-muted">{t('studio.sales.noSongs')}</p>;
  const columns = [
    { key: 'song', label: t('studio.sales.song'), className: 'py-1' },
    rightAligned(t('studio.sales.plays')),
    rightAligned(t('studio.sales.count')),
    rightAligned(t('studio.sales.net')),
  ];
  return (
    <table className="mt-3 w-full text-left text-sm" aria-label={t('studio.sales.perSong')}>
      <TableHead columns={columns} className="text-muted" />
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
