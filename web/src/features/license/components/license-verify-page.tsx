import { i18n } from '../../../i18n/i18n';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/license';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import '../../../i18n/locales/en/tiers';
import { BadgeCheck, Search, ShieldCheck, ShieldX } from 'lucide-react';
import { z } from 'zod';
import type { LicenseVerification } from '../../../../../shared/api/orders';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useVerifyLicense } from '../api/verify-license';
import { StatusPanel } from '../../../components/ui/status-panel';

/** A blank key is not sent (the box just stays as it is). */
const VerifyForm = z.object({ key: z.string().trim().min(1) });

/** 429 carries its own advice (wait and retry); every other failure gets the spec's text. */
const failureText = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 ? error.message : i18n.t('license.error');

function Details({ details }: { details: NonNullable<LicenseVerification['details']> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('license.song'), details.songTitle],
    [t('license.artist'), details.artist],
    [t('license.type'), details.type],
    [t('license.date'), formatDate(details.purchaseDate)],
    ...(details.amount !== null && details.currency
      ? ([[t('license.amount'), formatMoney(details.amount, details.currency)]] as [string, string][])
      : []),
    [t('license.licensedTo'), details.userEmail],
    ...(details.orderNumber !== null ? ([[t('license.order'), details.orderNumber]] as [string, string][]) : []),
    [t('license.key'), details.licenseKey],
  ];
  return (
    <dl className="mt-5 grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
          <dd className="mt-1 text-sm text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Licence tiers (issue 25): the tier and its terms in short. */
function Tier({ tier }: { tier: NonNullable<LicenseVerification['tier']> }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="license-tier">
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{t('tiers.tier')}</dt>
        <dd className="mt-1 text-sm font-semibold text-ink">{tier.name}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{t('tiers.tierTerms')}</dt>
        <dd className="mt-1 text-sm text-ink">{tier.terms}</dd>
      </div>
    </dl>
  );
}

function Result({ result }: { result: LicenseVerification }) {
  const { t } = useTranslation();
  if (result.status === 'upgraded') {
    return (
      <StatusPanel
        aria-label={t('license.result')}
        tone="plain"
        tintTitle
        icon={ShieldCheck}
        title={t('tiers.upgradedTitle')}
        className="mt-8"
        data-testid="license-upgraded"
      >
        <p className="mt-2 text-sm text-muted">{result.message}</p>
        {result.tier && <Tier tier={result.tier} />}
        {result.upgradedTo && (
          <p className="mt-4 text-sm">
            {t('tiers.upgradedTo')}{' '}
            <Link className="font-mono text-brand underline" to={`?key=${encodeURIComponent(result.upgradedTo)}`}>
              {result.upgradedTo}
            </Link>
          </p>
        )}
      </StatusPanel>
    );
  }
  if (!result.valid) {
    return (
      <StatusPanel aria-label={t('license.result')} tone="danger" tintTitle icon={ShieldX} title={t('license.invalid')} className="mt-8">
        <p className="mt-2 text-sm text-muted">{result.message}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel aria-label={t('license.result')} tone="success" tintTitle icon={BadgeCheck} title={t('license.valid')} className="mt-8">
      <p className="mt-2 text-sm text-muted">{result.message}</p>
      {result.tier && <Tier tier={result.tier} />}
      {result.details && <Details details={result.details} />}
    </StatusPanel>
  );
}

/** Spec §2 Licence verification: public; `?key=` (the licence PDF's QR code) checks at once. */
export function LicenseVerifyPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = (searchParams.get('key') ?? '').trim();
  const { register, handleSubmit, setValue } = useForm<z.input<typeof VerifyForm>, unknown, z.output<typeof VerifyForm>>({
    resolver: zodResolver(VerifyForm),
    defaultValues: { key },
  });
  // A new ?key= (a QR code opened while the page is up) replaces what was typed.
  useEffect(() => setValue('key', key), [key, setValue]);
  const query = useVerifyLicense(key);
  const { t } = useTranslation();

  const onSubmit = handleSubmit(({ key: next }) => {
    if (next === key) void query.refetch();
    else setSearchParams({ key: next }, { replace: true });
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <ShieldCheck aria-hidden="true" className="mx-auto size-12 text-brand" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{t('license.title')}</h1>
        <p className="mt-2 text-muted">{t('license.intro')}</p>
      </div>

      <form role="search" aria-label={t('license.form')} onSubmit={onSubmit} className="mt-8 flex gap-2">
        <label htmlFor="license-key" className="sr-only">
          {t('license.key')}
        </label>
        <input
          id="license-key"
          {...register('key')}
          placeholder={t('license.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className={`${inputClasses} font-mono`}
        />
        <Button type="submit" aria-label={t('license.verifyLabel')} loading={query.isFetching} className="shrink-0">
          {!query.isFetching && <Search aria-hidden="true" className="size-4" />}
          <span className="hidden sm:inline">{t('license.verify')}</span>
        </Button>
      </form>

      <div aria-live="polite">
        {key && query.isPending && (
          <p className="mt-8 flex items-center justify-center gap-2 text-muted">
            <Spinner /> {t('license.checking')}
          </p>
        )}
        {query.isError && !query.isFetching && (
          <p role="alert" className="mt-8 rounded-2xl border border-danger/40 bg-danger/5 p-6 text-sm text-danger">
            {failureText(query.error)}
          </p>
        )}
        {query.isSuccess && <Result result={query.data} />}
      </div>
    </div>
  );
}
