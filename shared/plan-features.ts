/**
 * What a subscription plan delivers, in one place for /pricing, /subscription and the server's
 * download rule (issue 21): the files a plan's quality allows, narrowed to what its licence tier
 * delivers, so a card never promises a format a download cannot give.
 */
import type { Deliverable } from './api/licenses';

export type QualityLimit = 'standard' | 'high' | 'premium';

/** Per quality limit, the files it allows, best first (`wav` is the lossless master, `flac` one uploaded as FLAC). */
export const QUALITY_FILES: Readonly<Record<QualityLimit, readonly Deliverable[]>> = {
  standard: ['mp3_128'],
  high: ['mp3_320', 'mp3_128'],
  premium: ['flac', 'wav', 'mp3_320', 'mp3_128'],
};

/** The files a plan's downloads can be: its quality's files that its tier delivers, best first. */
export const planFormats = (quality: QualityLimit, tierDeliverables: readonly Deliverable[]): Deliverable[] =>
  QUALITY_FILES[quality].filter((f) => tierDeliverables.includes(f));

const FORMAT_NAMES: Readonly<Record<Deliverable, string>> = {
  mp3_128: '128 kbps MP3',
  mp3_320: '320 kbps MP3',
  wav: 'WAV',
  flac: 'FLAC',
  stems: 'Stems',
};

/** One line of a plan card: an i18n key under `plans.feature` and its values. */
export interface PlanFeature {
  key: 'formats' | 'licence' | 'trial' | 'devices';
  values?: Record<string, string | number>;
}

/**
 * A plan's card lines, from its own fields and the formats the server derived (its best file and
 * the next, e.g. 'WAV, 320 kbps MP3'); the download allowance is shown apart, above them.
 */
export function planFeatures(plan: { formats?: readonly Deliverable[]; trial_days: number; max_devices: number }): PlanFeature[] {
  const formats = (plan.formats ?? []).filter((f) => f !== 'stems');
  // A smaller MP3 next to a better one adds nothing to the promise.
  const shown = formats.filter((f) => !(f === 'mp3_128' && formats.includes('mp3_320')));
  return [
    ...(shown.length > 0 ? [{ key: 'formats' as const, values: { formats: shown.map((f) => FORMAT_NAMES[f]).join(', ') } }] : []),
    { key: 'licence' },
    ...(plan.trial_days > 0 ? [{ key: 'trial' as const, values: { count: plan.trial_days } }] : []),
    ...(plan.max_devices > 0 ? [{ key: 'devices' as const, values: { count: plan.max_devices } }] : []),
  ];
}
