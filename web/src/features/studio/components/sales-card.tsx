import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_RANGES, type SalesRange } from '../../../../../shared/api/artist';
import '../../../i18n/locales/en/studio';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format-locale';
import { useArtistSales } from '../api/studio';
import { useStudioMoney } from '../hooks/use-studio-money';
import { SongSalesTable } from './song-sales-table';
import { Options } from '../../../components/ui/options';

const SalesChart = lazy(() => import('./sales-chart'));

/** Sales per period: totals, the lazy chart and the ledger's entries (no buyer data). */
export function SalesCard() {
  const { t } = useTranslation();
  const [range, setRange] = useState<SalesRange>('30d');
  const sales = useArtistSales(range);
  const { money } = useStudioMoney();
  const data = sales.data;
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CardTitle>{t('studio.sales.title')}</CardTitle>
        <Select label={t('studio.sales.range')} value={range} onChange={(e) => setRange(e.target.value as SalesRange)}>
          <Options items={SALES_RANGES} label={(r) => t(`studio.sales.ranges.${r}`)} />
        </Select>
      </div>
      {sales.isError && <LoadError title={t('studio.loadError')} onRetry={() => void sales.refetch()} />}
      {data && (
        <>
          <p className="mt-3 text-sm text-muted">
            {t('studio.sales.totals', {
              plays: data.totals.plays,
              sales: data.totals.sales,
              gross: money(data.totals.gross),
              commission: money(data.totals.commission),
              net: money(data.totals.net),
            })}
          </p>
          <Suspense fallback={<div className="h-[220px]" />}>
            <SalesChart
              data={data.series.map((p) => ({ label: p.period, net: p.net, plays: p.plays }))}
              netName={t('studio.sales.chart')}
              playsName={t('studio.sales.plays')}
              format={money}
            />
          </Suspense>
          <h3 className="mt-4 font-semibold text-ink">{t('studio.sales.perSong')}</h3>
          <SongSalesTable songs={data.songs} money={money} />
          <h3 className="mt-4 font-semibold text-ink">{t('studio.sales.list')}</h3>
          {data.sales.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t('studio.sales.empty')}</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm" aria-label={t('studio.sales.title')}>
              <thead>
                <tr className="text-muted">
                  <th className="py-1">{t('studio.sales.date')}</th>
                  <th>{t('studio.sales.song')}</th>
                  <th>{t('studio.sales.gross')}</th>
                  <th>{t('studio.sales.commission')}</th>
                  <th>{t('studio.sales.net')}</th>
                </tr>
              </thead>
              <tbody>
                {data.sales.map((s) => (
                  <tr key={`${s.order_id}-${s.kind}`} className="border-t border-line">
                    <td className="py-1">{formatDate(s.date)}</td>
                    <td>
                      {s.song}
                      {s.kind === 'refund' && <> ({t('studio.sales.refund')})</>}
                    </td>
                    <td>{money(s.gross)}</td>
                    <td>
                      {money(s.commission)} ({s.commission_rate}%)
                    </td>
                    <td>{money(s.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Card>
  );
}
