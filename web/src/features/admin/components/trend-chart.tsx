import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface TrendPoint {
  label: string;
  value: number;
}

/** One figure over time; loaded on its own so recharts stays in this lazy chunk of the back office. */
export default function TrendChart({
  data,
  name,
  format = String,
  height = 260,
}: {
  data: readonly TrendPoint[];
  name: string;
  format?: (value: number) => string;
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
        <XAxis dataKey="label" stroke="var(--color-muted)" fontSize={12} minTickGap={16} />
        <YAxis stroke="var(--color-muted)" fontSize={12} width={64} tickFormatter={(v: number) => format(v)} />
        <Tooltip formatter={(v) => [format(Number(v)), name]} />
        <Area type="monotone" dataKey="value" name={name} stroke="var(--color-brand)" fill="var(--color-brand)" fillOpacity={0.15} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
