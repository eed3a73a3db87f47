import { Check, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { isSoldOut, type Song } from '../api/songs';
import { useBuy } from '../hooks/use-buy';
import { useSongAccess } from '../hooks/use-song-access';

interface SongActionProps {
  song: Song;
  size?: ButtonSize;
}

/**
 * Spec §2 Browse: each song shows 'Sold Out', 'Download' or 'Buy'; an owned song downloads from its
 * order. A visitor can only buy, so the library and subscription look-ups (two query observers
 * per card, ~30 cards on /browse) are made for signed-in users only.
 */
export function SongAction({ song, size = 'sm' }: SongActionProps) {
  const { user } = useSession();
  return user ? <MemberSongAction song={song} size={size} /> : <BuyButton song={song} size={size} />;
}

function MemberSongAction({ song, size = 'sm' }: SongActionProps) {
  const { access, download, downloading } = useSongAccess(song.id);
  const { t } = useTranslation();
  if (access === 'buy') return <BuyButton song={song} size={size} />;
  return (
    // A card's last row is narrow: Owned is a badge icon (its word for screen readers and on hover), so it and Download always fit.
    <span className="flex min-w-0 shrink-0 items-center gap-1.5">
      {access === 'owned' && (
        <span
          title={t('song.owned')}
          data-testid="owned-badge"
          className="flex size-7 shrink-0 items-center justify-center rounded-full border border-success/40 bg-success/10 text-success"
        >
          <Check aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('song.owned')}</span>
        </span>
      )}
      <Button size={size} loading={downloading} onClick={() => void download()} aria-label={t('song.downloadTitle', { title: song.title })}>
        {!downloading && <Download aria-hidden="true" className="size-4" />}
        {t('song.download')}
      </Button>
    </span>
  );
}

function BuyButton({ song, size = 'sm' }: SongActionProps) {
  const onBuy = useBuy();
  const { t } = useTranslation();
  if (isSoldOut(song)) {
    return (
      <Button size={size} variant="secondary" disabled>
        {t('song.soldOut')}
      </Button>
    );
  }
  return (
    <Button size={size} onClick={() => onBuy(song.id)} aria-label={t('song.buyTitle', { title: song.title })}>
      {t('song.buy')}
    </Button>
  );
}
