import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYOUT_METHODS, PAYOUT_PROMISE, PayoutBody, takaWithUsd, type PayoutMethod } from '../../../../../shared/api/artist';
import '../../../i18n/locales/en/studio';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-locale';
import { useArtistEarnings, useArtistPayouts, useRequestPayout } from '../api/studio';
import { useStudioMoney } from '../hooks/use-studio-money';
import { failure, text } from './studio-format';

type PayoutField = 'amount' | 'account';

/** The balance (net, available, requested, paid out), a payout request and the payouts so far. */
export function EarningsCard({ commissionRate }: { commissionRate: number }) {
  const { t } = useTranslation();
  const earnings = useArtistEarnings();
  const payouts = useArtistPayouts();
  const request = useRequestPayout();
  const { money, taka, currency } = useStudioMoney();
  const [method, setMethod] = useState<PayoutMethod>('bkash');
  const [errors, setErrors] = useState<Partial<Record<PayoutField, string>>>({});
  const e = earnings.data;

  /** The server's rules, checked before sending: the store's minimum, the available balance, the account's format. */
  const problems = (body: { amount: number; method: PayoutMethod; account: string }): Partial<Record<PayoutField, string>> => {
    const found: Partial<Record<PayoutField, string>> = {};
    if (!Number.isFinite(body.amount) || body.amount <= 0) found.amount = t('studio.payout.invalidAmount');
    else if (e && body.amount < e.min_payout) found.amount = t('studio.payout.belowMinimum', { amount: takaWithUsd(e.min_payout) });
    else if (e && body.amount > e.available) found.amount = t('studio.payout.overBalance');
    const parsed = PayoutBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'account' && !found.account) found.account = t('studio.payout.invalidAccount');
        if (field === 'amount' && !found.amount) found.amount = t('studio.payout.invalidAmount');
      }
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw = text(data, 'amount').trim();
    const body = { amount: raw === '' ? NaN : Number(raw), method, account: text(data, 'account').trim() };
    const found = problems(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(body, {
      onSuccess: () => {
        toast.success(t('studio.payout.requested'));
        form.reset();
      },
      onError: (error) => {
        // A refusal about the amount (minimum, balance) belongs under the field; anything else is a toast.
        if (error instanceof ApiError && (error.status === 400 || error.status === 409) && /amount|minimum|balance/i.test(error.message)) {
          setErrors({ amount: error.message });
        } else toast.error(failure(error, t('studio.payout.failed')));
      },
    });
  };
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
                {money(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-muted">
        {t('studio.earnings.commission', { rate: commissionRate })} · {t('studio.earnings.currency', { currency })}
      </p>
      <h3 className="mt-5 font-semibold text-ink">{t('studio.payout.title')}</h3>
      {e && (
        <p className="text-sm text-muted">
          {t('studio.payout.minimum', { amount: takaWithUsd(e.min_payout), promise: PAYOUT_PROMISE })}{' '}
          <span data-figure="payable">{t('studio.payout.available', { taka: taka(e.available), money: money(e.available) })}</span>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-4">
        <Input
          name="amount"
          type="number"
          step="0.01"
          min={e?.min_payout}
          label={t('studio.payout.amount')}
          error={errors.amount}
          required
        />
        <Select label={t('studio.payout.method')} value={method} onChange={(ev) => setMethod(ev.target.value as PayoutMethod)}>
          {PAYOUT_METHODS.map((m) => (
            <option key={m} value={m}>
              {m === 'bank' ? t('studio.payout.bank') : { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' }[m]}
            </option>
          ))}
        </Select>
        <Input name="account" label={t('studio.payout.account')} hint={t('studio.payout.accountHint')} error={errors.account} required />
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
