import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import '../../../i18n/locales/en/library';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Download, Library, Music } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import {
  downloadError,
  downloadPurchase,
  downloadWithSubscription,
  useLibrary,
  useRefreshAfterDownload,
  type LibraryItem,
} from '../../../lib/library';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DownloadAllButton } from './download-all';
import { formatDate } from '../../../lib/format-locale';

export const EMPTY_LIBRARY = 'No songs in your library yet';

/** Purchases download from their order; subscription songs again through the plan, free of quota. */
function RedownloadButton({ item }: { item: LibraryItem }) {
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshAfterDownload();
  const { t } = useTranslation();
  const run = async () => {
    setBusy(true);
    try {
      if (item.source === 'purchase' && item.orderId !== null) await downloadPurchase(item.orderId);
      else await downloadWithSubscription(item.songId);
      toast.success(t('library.downloadStarted'));
      refresh();
    } catch (error) {
      toast.error(downloadError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" loading={busy} onClick={() => void run()} aria-label={t('library.downloadTitle', { title: item.title })}>
      {!busy && <Download aria-hidden="true" className="size-4" />}
      {t('library.download')}
    </Button>
  );
}

/** The #downloads section: every song the user may download, with how they got it. */
export function LibrarySection() {
  const query = useLibrary();
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const ready = !query.isPending;

  // The router does not scroll to a hash; wait for the list so the section has its height.
  useEffect(() => {
    if (hash === '#downloads' && ready) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);

  const items = query.data ?? [];
  return (
    <section
      ref={ref}
      id="downloads"
      aria-labelledby="downloads-heading"
      className="scroll-mt-24 rounded-2xl border border-line bg-surface"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id="downloads-heading" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <Library aria-hidden="true" className="size-5 text-brand" />
          {t('library.myDownloads')}
        </h2>
        {query.isSuccess && items.length > 0 && (
          <div className="flex items-center gap-3">
            <p className="text-sm text-muted">{t('library.songCount', { count: items.length })}</p>
            <DownloadAllButton items={items} />
          </div>
        )}
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2 p-5">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-14 animate-pulse rounded-xl bg-raised" />
          ))}
        </div>
      ) : items.length === 0 ? (
        // A failed load is only logged (spec §8): it shows as an empty library.
        <div className="flex flex-col items-center p-10 text-center">
          <Music aria-hidden="true" className="size-10 text-muted" />
          <p className="mt-3 font-semibold text-ink">{t('library.empty')}</p>
          <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
            {t('dashboard.browseMusic')}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={`${item.source}-${item.songId}`} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <Link to={paths.song(item.songId)} className="block truncate font-semibold text-ink hover:text-brand">
                  {item.title}
                </Link>
                <p className="truncate text-sm text-muted">
                  {item.artist}
                  {item.purchaseDate && <> · {formatDate(item.purchaseDate)}</>}
                </p>
              </div>
              <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted">
                {item.source === 'subscription' ? t('library.subscription') : t('library.purchased')}
              </span>
              <RedownloadButton item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
