import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import {
  downloadStarted,
  downloadError,
  downloadPurchase,
  downloadWithSubscription,
  useLibrary,
  useRefreshAfterDownload,
} from '../../../lib/library';
import { useMySubscription } from '../../../lib/subscription';

/** Spec §9: after a subscription download the user goes to /dashboard#downloads after 1 s. */
export const POST_DOWNLOAD_REDIRECT_MS = 1000;

/**
 * How the signed-in user gets a song: 'owned' (bought outright, downloaded from its order),
 * 'subscription' (an active plan: Download instead of Buy) or 'buy'.
 */
export type SongAccess = 'owned' | 'subscription' | 'buy';

export function useSongAccess(songId: string) {
  const subscription = useMySubscription();
  const library = useLibrary();
  const navigate = useNavigate();
  const refresh = useRefreshAfterDownload();
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const purchase = library.data?.find((item) => item.songId === songId && item.source === 'purchase' && item.orderId !== null);
  const access: SongAccess = purchase ? 'owned' : subscription.data?.status === 'active' ? 'subscription' : 'buy';
  const orderId = purchase?.orderId ?? null;

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      if (orderId !== null) {
        await downloadPurchase(orderId);
        toast.success(downloadStarted());
        return;
      }
      await downloadWithSubscription(songId);
      toast.success(downloadStarted());
      refresh();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(paths.dashboardDownloads), POST_DOWNLOAD_REDIRECT_MS);
    } catch (error) {
      toast.error(downloadError(error));
      // A refusal (limit reached, expired) means the cached quota is stale.
      refresh();
    } finally {
      setDownloading(false);
    }
  }, [orderId, songId, refresh, navigate]);

  return { access, download, downloading };
}
