import { z } from 'zod';
import type { CreateTierBody, Deliverable, LicenseTerms } from '../../../../../shared/api/licenses';
import type { LicenseTier } from '../api/licenses';
import { nameText, priceText } from './record-form-schema';

export const TIER_FILES: { value: Deliverable; label: string }[] = [
  { value: 'mp3_128', label: 'MP3 128 kbps' },
  { value: 'mp3_320', label: 'MP3 320 kbps' },
  { value: 'wav', label: 'WAV' },
  { value: 'flac', label: 'FLAC' },
  { value: 'stems', label: 'Stems (ZIP)' },
];

export const TERM_LIMITS: { key: Exclude<keyof LicenseTerms, 'creditRequired'>; label: string }[] = [
  { key: 'distributionCopies', label: 'Distribution copies' },
  { key: 'audioStreams', label: 'Audio streams' },
  { key: 'musicVideos', label: 'Music videos' },
  { key: 'radioStations', label: 'Radio stations' },
  { key: 'paidPerformances', label: 'Paid performances' },
];

const limitText = z.string().refine((text) => text.trim() === '' || (Number.isInteger(Number(text.trim())) && Number(text.trim()) >= 0), {
  message: 'Enter a whole number, or leave empty for unlimited',
});

/** The tier dialog's fields as typed: numbers stay text until submit, an empty limit is unlimited. */
export const TierForm = z.object({
  id: z.string(),
  name: nameText('Tier'),
  price: priceText('Default price'),
  deliverables: z.array(z.string()).min(1, 'Choose at least one file'),
  distributionCopies: limitText,
  audioStreams: limitText,
  musicVideos: limitText,
  radioStations: limitText,
  paidPerformances: limitText,
  creditRequired: z.boolean(),
  exclusive: z.boolean(),
  active: z.boolean(),
});
export type TierForm = z.infer<typeof TierForm>;

/** A new tier's id must be valid for the API (`TierId`); checked only when creating. */
export const NEW_TIER_ID = /^[a-z0-9][a-z0-9_-]{0,29}$/;

export const EMPTY_TIER_FORM: TierForm = {
  id: '',
  name: '',
  price: '',
  deliverables: ['mp3_320'],
  distributionCopies: '',
  audioStreams: '',
  musicVideos: '',
  radioStations: '',
  paidPerformances: '',
  creditRequired: true,
  exclusive: false,
  active: true,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export const tierFormOf = (tier: LicenseTier): TierForm => ({
  id: tier.id,
  name: tier.name,
  price: String(tier.default_price),
  deliverables: [...tier.deliverables],
  distributionCopies: text(tier.terms.distributionCopies),
  audioStreams: text(tier.terms.audioStreams),
  musicVideos: text(tier.terms.musicVideos),
  radioStations: text(tier.terms.radioStations),
  paidPerformances: text(tier.terms.paidPerformances),
  creditRequired: tier.terms.creditRequired,
  exclusive: tier.exclusive,
  active: tier.active,
});

const limitOf = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** The body of POST /api/admin/licenses (PUT sends the same without `id`). */
export function tierBodyOf(form: TierForm): CreateTierBody {
  return {
    id: form.id.trim(),
    name: form.name.trim(),
    // In the order the song page lists them, whatever order they were ticked in.
    deliverables: TIER_FILES.map((f) => f.value).filter((d) => form.deliverables.includes(d)),
    terms: {
      distributionCopies: limitOf(form.distributionCopies),
      audioStreams: limitOf(form.audioStreams),
      musicVideos: limitOf(form.musicVideos),
      radioStations: limitOf(form.radioStations),
      paidPerformances: limitOf(form.paidPerformances),
      creditRequired: form.creditRequired,
    },
    default_price: Number(form.price),
    exclusive: form.exclusive,
    active: form.active,
  };
}

const limitLabel = (n: number | null, what: string) => (n === null ? `Unlimited ${what}` : `${n.toLocaleString('en-US')} ${what}`);

/** One line of a tier's terms, as the list shows them. */
export const termsLine = (t: LicenseTerms): string =>
  [
    limitLabel(t.distributionCopies, 'copies'),
    limitLabel(t.audioStreams, 'streams'),
    limitLabel(t.musicVideos, 'videos'),
    limitLabel(t.radioStations, 'radio stations'),
    limitLabel(t.paidPerformances, 'paid shows'),
    t.creditRequired ? 'credit required' : 'no credit',
  ].join(' · ');
