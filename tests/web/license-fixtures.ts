import type { LicenseTier } from '../../shared/api/licenses';

/** A licence tier's terms with no limit on anything, credit required. */
export const unlimitedTerms: LicenseTier['terms'] = {
  distributionCopies: null,
  audioStreams: null,
  musicVideos: null,
  radioStations: null,
  paidPerformances: null,
  creditRequired: true,
};
