import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/tiers';
import type { LicenseTerms, SongLicense } from '../../../../../shared/api/licenses';
import { Button } from '../../../components/ui/button';
import { formatPrice, usePreferredCurrency } from '../../../lib/currency';
import { formatDecimal } from '../../../lib/format-locale';
import { useSession } from '../../../lib/session';
import { useOwnedLicense } from '../api/owned-license';
import { isSoldOut, type Song } from '../api/songs';
import { useBuy } from '../hooks/use-buy';
import { TitledSection } from '../../../components/ui/titled-section';

const TERM_KEYS: (keyof Omit<LicenseTerms, 'creditRequired'>)[] = [
  'distributionCopies',
  'audioStreams',
  'musicVideos',
  'radioStations',
  'paidPerformances',
];

/** What an upgrade from the held licence costs: the difference, never below zero (the server decides). */
export const upgradePrice = (license: SongLicense, paid: number): number => Math.max(0, Math.round((license.price - paid) * 100) / 100);

/** The song page's tier comparison (issue 25): each licence's price, files and limits, with Buy or Upgrade. */
export function LicenseTiers({ song }: { song: Song }) {
  const { t } = useTranslation();
  const [currency] = usePreferredCurrency();
  const { user } = useSession();
  const owned = useOwnedLicense(user ? song.id : '');
  const onBuy = useBuy();
  const licenses = song.licenses ?? [];
  if (licenses.length === 0) {
    return song.status === 'sold_out' ? <p className="mt-8 text-sm text-muted">{t('tiers.soldExclusively')}</p> : null;
  }
  const heldPrice = owned ? (licenses.find((l) => l.tier === owned.tier)?.price ?? owned.paid) : 0;
  return (
    <TitledSection title={t('tiers.heading')} className="mt-8" titleClassName="text-xl font-bold">
      <p className="mt-1 text-sm text-muted">{t('tiers.intro')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {licenses.map((license) => {
          const held = owned?.tier === license.tier;
          const canUpgrade = owned !== undefined && !held && license.price > heldPrice;
          return (
            <li
              key={license.tier}
              data-testid={`license-${license.tier}`}
              className={`flex flex-col rounded-2xl border p-4 ${held ? 'border-success/60 bg-success/5' : 'border-line bg-surface'}`}
            >
              <h3 className="font-semibold">{license.name}</h3>
              <p className="mt-1 text-2xl font-extrabold tabular-nums text-brand">{formatPrice(license.price, currency)}</p>
              <p className="mt-2 text-xs text-muted">
                {t('tiers.files')}: {license.deliverables.map((d) => t(`tiers.file.${d}`)).join(', ')}
              </p>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-xs">
                {TERM_KEYS.map((key) => (
                  <div key={key} className="contents">
                    <dt className="text-muted">{t(`tiers.terms.${key}`)}</dt>
                    <dd className="text-right tabular-nums">
                      {license.terms[key] === null ? t('tiers.unlimited') : formatDecimal(license.terms[key], 0)}
                    </dd>
                  </div>
                ))}
                <dt className="text-muted">{t('tiers.terms.creditRequired')}</dt>
                <dd className="text-right">{license.terms.creditRequired ? t('tiers.yes') : t('tiers.no')}</dd>
              </dl>
              {license.exclusive && <p className="mt-2 text-xs font-semibold text-brand">{t('tiers.exclusiveNote')}</p>}
              <div className="mt-auto pt-3">
                {held ? (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                    <Check aria-hidden="true" className="size-4" />
                    {t('tiers.yourLicence')}
                  </span>
                ) : canUpgrade ? (
                  <Button size="sm" onClick={() => onBuy(song.id, { tier: license.tier, upgrade: owned.licenseKey })}>
                    {t('tiers.upgrade', { name: license.name, price: formatPrice(upgradePrice(license, owned.paid), currency) })}
                  </Button>
                ) : owned === undefined ? (
                  <Button size="sm" disabled={isSoldOut(song)} onClick={() => onBuy(song.id, { tier: license.tier })}>
                    {t('tiers.buy', { name: license.name })}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
