import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { currentLanguage } from '../../../i18n/i18n';
import '../../../i18n/locales/en/profile';
import { formatMoney } from '../../../lib/format-locale';
import { formatSpent } from '../../../lib/listener-stats';

export interface SpendingPoint {
  label: string;
  amount: number;
}

/** An axis tick: '$12' in English, the language's own money format ('12,00 $') otherwise. */
const tick = (value: number): string => (currentLanguage() === 'en' ? `$${value}` : formatMoney(value, 'USD'));

/** The six-month spending bars; loaded on its own so recharts stays out of every other chunk. */
export default function SpendingChart({ data }: { data: readonly SpendingPoint[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" vertical={false} />
        <XAxis dataKey="label" stroke="var(--color-muted)" fontSize={12} />
        <YAxis stroke="var(--color-muted)" fontSize={12} tickFormatter={tick} />
        <Tooltip formatter={(v) => [formatSpent(Number(v)), t('analytics.spent')]} cursor={{ fill: 'var(--color-raised)' }} />
        <Bar dataKey="amount" fill="var(--color-brand)" radius={[6, 6, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
