import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MIN_PAYOUT_BDT, PAYOUT_METHODS, PAYOUT_PROMISE, type PayoutMethod } from '../../../../../shared/api/artist';
import '../../../i18n/locales/en/studio';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format-locale';
import { useArtistEarnings, useArtistPayouts, useRequestPayout } from '../api/studio';
import { failure, taka, text } from './studio-format';

/** The balance (net, available, requested, paid out), a payout request and the payouts so far. */
export function EarningsCard({ commissionRate }: { commissionRate: number }) {
  const { t } = useTranslation();
  const earnings = useArtistEarnings();
  const payouts = useArtistPayouts();
  const request = useRequestPayout();
  const [method, setMethod] = useState<PayoutMethod>('bkash');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    request.mutate(
      { amount: Number(data.get('amount')), method, account: text(data, 'account').trim() },
      {
        onSuccess: () => {
          toast.success(t('studio.payout.requested'));
          form.reset();
        },
        onError: (error) => toast.error(failure(error, t('studio.payout.failed'))),
      },
    );
  };
  const e = earnings.data;
  return (
    <Card>
      <CardTitle>{t('studio.earnings.title')}</CardTitle>
      {earnings.isError && <LoadError title={t('studio.loadError')} onRetry={() => void earnings.refetch()} />}
      {e && (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('studio.earnings.title')}>
          {(
            [
              ['net', e.net],
              ['available', e.available],
              ['held', e.held],
              ['paidOut', e.paid_out],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-sm text-muted">{t(`studio.earnings.${key}`)}</dt>
              <dd className="text-lg font-semibold text-ink" data-figure={key}>
                {taka(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-muted">{t('studio.earnings.commission', { rate: commissionRate })}</p>
      <h3 className="mt-5 font-semibold text-ink">{t('studio.payout.title')}</h3>
      <p className="text-sm text-muted">
        {t('studio.payout.minimum', { amount: taka(e?.min_payout ?? MIN_PAYOUT_BDT), promise: PAYOUT_PROMISE })}
      </p>
      <form onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-4">
        <Input name="amount" type="number" step="0.01" min={MIN_PAYOUT_BDT} label={t('studio.payout.amount')} required />
        <Select label={t('studio.payout.method')} value={method} onChange={(ev) => setMethod(ev.target.value as PayoutMethod)}>
          {PAYOUT_METHODS.map((m) => (
            <option key={m} value={m}>
              {m === 'bank' ? t('studio.payout.bank') : { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' }[m]}
            </option>
          ))}
        </Select>
        <Input name="account" label={t('studio.payout.account')} hint={t('studio.payout.accountHint')} required />
        <div className="flex items-end">
          <Button type="submit" loading={request.isPending}>
            {t('studio.payout.submit')}
          </Button>
        </div>
      </form>
      <h3 className="mt-5 font-semibold text-ink">{t('studio.payout.history')}</h3>
      {payouts.data?.length === 0 && <p className="text-sm text-muted">{t('studio.payout.none')}</p>}
      <ul className="mt-2 text-sm" aria-label={t('studio.payout.history')}>
        {payouts.data?.map((p) => (
          <li key={p.id} className="border-t border-line py-1">
            {formatDate(p.requested_at)} · {taka(p.amount)} · {t(`studio.payout.status.${p.status}`)}
            {p.reference && <> · {p.reference}</>}
            {p.reason && <> · {p.reason}</>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
