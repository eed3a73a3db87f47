import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { inputClasses } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import type { AdminSongDetail } from '../api/songs';
import { useLicenseTiers, useSetSongTierPrices } from '../api/licenses';
import { TIER_FILES } from './license-tier-form';
import { TitledSection } from '../../../components/ui/titled-section';

const MP3_LEASE = 'mp3';
const fileLabel = (d: string) => TIER_FILES.find((f) => f.value === d)?.label ?? d;

/**
 * Issue 25: the song's own price per licence tier. Empty takes the tier's default; MP3 Lease is the
 * song's price in the form above. A tier whose files the song lacks is listed with what it needs.
 */
export function SongTierPrices({ song }: { song: AdminSongDetail }) {
  const tiers = useLicenseTiers();
  const save = useSetSongTierPrices();
  const own = song.offer?.prices ?? {};
  const files = song.offer?.files ?? [];
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(own).map(([tier, usd]) => [tier, String(usd)])),
  );
  const [error, setError] = useState<string>();

  if (!tiers.data) return null;
  const editable = tiers.data.filter((t) => t.id !== MP3_LEASE);

  const submit = () => {
    setError(undefined);
    const prices: Record<string, number | null> = {};
    for (const tier of editable) {
      const text = (draft[tier.id] ?? '').trim();
      if (text === '') {
        if (own[tier.id] !== undefined) prices[tier.id] = null;
        continue;
      }
      const usd = Number(text);
      if (!Number.isFinite(usd) || usd < 0) {
        setError(`${tier.name}: the price must be a number of at least 0`);
        return;
      }
      if (usd !== own[tier.id]) prices[tier.id] = usd;
    }
    if (Object.keys(prices).length === 0) {
      setError('No price was changed');
      return;
    }
    save.mutate(
      { songId: song.id, prices },
      {
        onSuccess: () => toast.success('Licence prices saved'),
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to save the licence prices'),
      },
    );
  };

  return (
    <TitledSection
      title="Licence prices"
      className="mt-6 rounded-2xl border border-line bg-surface p-5"
      titleClassName="font-semibold text-ink"
    >
      <p className="mt-1 text-sm text-muted">
        Leave a price empty to use the tier&apos;s default. The MP3 Lease is the song&apos;s price above.
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {editable.map((tier) => {
          const missing = tier.deliverables.filter((d) => !files.includes(d));
          const id = `tier-price-${tier.id}`;
          return (
            <li key={tier.id} className="grid items-center gap-2 sm:grid-cols-[12rem_10rem_1fr]">
              <label htmlFor={id} className="text-sm font-medium text-ink">
                {tier.name} price (USD)
              </label>
              <input
                id={id}
                inputMode="decimal"
                placeholder={tier.default_price.toFixed(2)}
                value={draft[tier.id] ?? ''}
                onChange={(e) => setDraft((d) => ({ ...d, [tier.id]: e.target.value }))}
                className={cn(inputClasses, 'h-9')}
              />
              <span className="text-xs text-muted">
                {!tier.active
                  ? 'Switched off store-wide'
                  : missing.length > 0
                    ? `Not offered: needs ${missing.map(fileLabel).join(', ')}`
                    : own[tier.id] === undefined
                      ? `Default $${tier.default_price.toFixed(2)}`
                      : 'Own price'}
              </span>
            </li>
          );
        })}
      </ul>
      {error && <FormMessage tone="error" text={error} className="mt-3" />}
      <Button className="mt-4" size="sm" loading={save.isPending} onClick={submit}>
        Save licence prices
      </Button>
    </TitledSection>
  );
}
