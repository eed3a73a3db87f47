import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import '../../../i18n/locales/en/library';
import { useState } from 'react';
import { DownloadCloud } from 'lucide-react';
import { toast } from 'sonner';
import { downloadError, downloadPurchase, downloadWithSubscription, type LibraryItem } from '../../../lib/library';
import { Button } from '../../../components/ui/button';

/** A pause between files, so the browser takes each as its own download instead of dropping some. */
const GAP_MS = 700;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Download All: every song of the library in turn, each through its own short-lived link (the same
 * routes as one Download), with the progress on the button. A failed song is reported and skipped.
 */
export function DownloadAllButton({ items, gapMs = GAP_MS }: { items: readonly LibraryItem[]; gapMs?: number }) {
  const [done, setDone] = useState<number | null>(null);
  const { t } = useTranslation();
  const run = async () => {
    let failed = 0;
    for (const [index, item] of items.entries()) {
      setDone(index);
      try {
        if (item.source === 'purchase' && item.orderId !== null) await downloadPurchase(item.orderId);
        else await downloadWithSubscription(item.songId);
      } catch (error) {
        failed++;
        toast.error(`${item.title}: ${downloadError(error)}`);
      }
      if (index < items.length - 1) await pause(gapMs);
    }
    setDone(null);
    const saved = items.length - failed;
    if (saved > 0) toast.success(t('library.downloadedSome', { saved, total: items.length }));
  };
  const busy = done !== null;
  return (
    <Button size="sm" variant="secondary" disabled={busy || items.length === 0} onClick={() => void run()}>
      <DownloadCloud aria-hidden="true" className="size-4" />
      <span aria-live="polite">
        {busy ? t('library.downloadingOne', { current: done + 1, total: items.length }) : t('library.downloadAll')}
      </span>
    </Button>
  );
}
