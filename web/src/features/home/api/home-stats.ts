export interface HomeStats {
  totalSongs: number;
  totalArtists: number;
  totalUsers: number;
  totalDownloads: number;
}

/** Spec §9: shown whenever the live figures are unavailable. */
export const HOME_STATS_FALLBACK: HomeStats = {
  totalSongs: 15_000,
  totalArtists: 2_500,
  totalUsers: 85_000,
  totalDownloads: 500_000,
};

/**
 * Figures for the statistics strip. GET /api/stats/home does not exist yet; when it does, this
 * becomes a useQuery with `placeholderData: HOME_STATS_FALLBACK` and the strip stays unchanged.
 */
export const useHomeStats = (): { stats: HomeStats } => ({ stats: HOME_STATS_FALLBACK });

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 15000 → '15K+', 2500 → '2.5K+'. */
export const formatStat = (value: number): string => `${compact.format(value)}+`;
