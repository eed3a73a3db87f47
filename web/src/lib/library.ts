/**
 * The buyer's library (purchases and subscription downloads) and the calls that fetch a song's
 * file. Shared by /browse (Owned, Download) and the dashboard's downloads section.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { i18n } from '../i18n/i18n';
import '../i18n/locales/en/library';
import { ApiError, call, FALLBACK_ERROR_MESSAGE } from './api-client';
import { followDownloadLink, readDownloadLink } from './download';
import { queryKeys } from './query-keys';
import { useUserQuery } from './user-query';

export interface LibraryItem {
  songId: string;
  title: string;
  artist: string;
  genre: string;
  duration: number;
  purchaseDate: string;
  /** The purchase's order; null for songs downloaded with a subscription. */
  orderId: number | null;
  licenseKey: string;
  source: 'purchase' | 'subscription';
}

function parseLibrary(data: unknown): LibraryItem[] {
  if (!Array.isArray(data)) throw new TypeError('Expected a list of songs');
  return data.map((entry: unknown) => {
    const f = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const text = (key: string) => (typeof f[key] === 'string' ? f[key] : '');
    if (typeof f.id !== 'string') throw new TypeError('Library song without id');
    return {
      songId: f.id,
      title: text('title'),
      artist: text('artist'),
      genre: text('genre'),
      duration: typeof f.duration === 'number' ? f.duration : 0,
      purchaseDate: text('purchaseDate'),
      orderId: typeof f.orderId === 'number' ? f.orderId : null,
      licenseKey: text('license_key'),
      source: f.source === 'subscription' ? 'subscription' : 'purchase',
    };
  });
}

/** GET /api/user/library for the signed-in user; disabled for visitors. */
export function useLibrary() {
  return useUserQuery(queryKeys.library.user, (signal) => call('getLibrary', { signal, parse: parseLibrary }));
}

export const DOWNLOAD_STARTED = 'Download started!';
export const DOWNLOAD_FAILED = 'Download failed';

/** Spec §8: the server's error text, else 'Download failed' (also for a network failure). */
export const downloadError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError && error.message !== FALLBACK_ERROR_MESSAGE
    ? error.message
    : i18n.t('library.downloadFailed');

/** 'Download started!' in the active language. */
export const downloadStarted = (): string => i18n.t('library.downloadStarted');

/**
 * POST /api/subscription/download, then saves the file through the single-use link. A song the
 * user has downloaded before is free again; a new one counts against the quota.
 */
export async function downloadWithSubscription(songId: string): Promise<void> {
  const link = await call('downloadWithSubscription', { body: { songId }, parse: readDownloadLink });
  followDownloadLink(link);
}

/** GET /api/orders/download/{orderId}: the file of a song bought outright. */
export async function downloadPurchase(orderId: number): Promise<void> {
  const link = await call('downloadOrder', { params: { orderId }, parse: readDownloadLink });
  followDownloadLink(link);
}

/** After a download the quota and the library have changed. */
export function useRefreshAfterDownload(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.library.all });
  }, [queryClient]);
}
