import { readStats, type GlobalStats } from '../../data/stats-repo';

/** The home page's figures: store-wide counters kept on write by the catalogue, account and download changes. */
export const homeStats = (): Promise<GlobalStats> => readStats();
