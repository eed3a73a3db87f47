import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import '../../../i18n/locales/en/profile';
import { formatMoney } from '../../../lib/format-locale';
import type { DisplayCurrency } from '../../../../../shared/money';

export interface SpendingPoint {
  label: string;
  amount: number;
}

/** The six-month spending bars; loaded on its own so recharts stays out of every other chunk. */
export default function SpendingChart({ data, currency }: { data: readonly SpendingPoint[]; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currency);
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
        <XAxis dataKey="label" stroke="var(--color-muted)" fontSize={12} />
        <YAxis stroke="var(--color-muted)" fontSize={12} tickFormatter={money} />
        <Tooltip formatter={(v) => [money(Number(v)), t('analytics.spent')]} cursor={{ fill: 'var(--color-raised)' }} />
        <Bar dataKey="amount" fill="var(--color-brand)" radius={[6, 6, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
