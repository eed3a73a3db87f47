import { Area, Bar, CartesianGrid, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface SalesChartPoint {
  label: string;
  net: number;
  plays: number;
}

/** Net earnings (area, left axis) and previews played (bars, right axis) per period; recharts stays in this lazy chunk. */
export default function SalesChart({
  data,
  netName,
  playsName,
  format,
}: {
  data: readonly SalesChartPoint[];
  netName: string;
  playsName: string;
  format: (amount: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <ComposedChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
        <XAxis dataKey="label" stroke="var(--color-muted)" fontSize={12} minTickGap={16} />
        <YAxis yAxisId="net" stroke="var(--color-muted)" fontSize={12} width={72} tickFormatter={(v: number) => format(v)} />
        <YAxis yAxisId="plays" orientation="right" stroke="var(--color-muted)" fontSize={12} width={40} allowDecimals={false} />
        <Tooltip formatter={(v, name) => [name === netName ? format(Number(v)) : String(v), name]} />
        <Bar yAxisId="plays" dataKey="plays" name={playsName} fill="var(--color-line)" />
        <Area
          yAxisId="net"
          type="monotone"
          dataKey="net"
          name={netName}
          stroke="var(--color-brand)"
          fill="var(--color-brand)"
          fillOpacity={0.15}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
