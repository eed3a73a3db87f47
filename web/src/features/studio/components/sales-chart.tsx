import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format-locale';

export interface SalesChartPoint {
  label: string;
  net: number;
}

/** Net earnings per period; loaded on its own so recharts stays in this lazy chunk. */
export default function SalesChart({ data, name }: { data: readonly SalesChartPoint[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <AreaChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
        <XAxis dataKey="label" stroke="var(--color-muted)" fontSize={12} minTickGap={16} />
        <YAxis stroke="var(--color-muted)" fontSize={12} width={72} tickFormatter={(v: number) => formatMoney(v, 'BDT')} />
        <Tooltip formatter={(v) => [formatMoney(Number(v), 'BDT'), name]} />
        <Area type="monotone" dataKey="net" name={name} stroke="var(--color-brand)" fill="var(--color-brand)" fillOpacity={0.15} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
