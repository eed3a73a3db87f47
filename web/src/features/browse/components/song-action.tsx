import { Download } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { isSoldOut, type Song } from '../api/songs';
import { useBuy } from '../hooks/use-buy';
import { useSongAccess } from '../hooks/use-song-access';

/** Spec §2 Browse: each song shows 'Sold Out', 'Download' or 'Buy'; an owned song downloads from its order. */
export function SongAction({ song, size = 'sm' }: { song: Song; size?: ButtonSize }) {
  const onBuy = useBuy();
  const { access, download, downloading } = useSongAccess(song.id);

  if (access !== 'buy') {
    return (
      <span className="flex items-center gap-2">
        {access === 'owned' && <span className="rounded-full border border-success/40 bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">Owned</span>}
        <Button size={size} loading={downloading} onClick={() => void download()} aria-label={`Download ${song.title}`}>
          {!downloading && <Download aria-hidden="true" className="size-4" />}
          Download
        </Button>
      </span>
    );
  }
  if (isSoldOut(song)) {
    return (
      <Button size={size} variant="secondary" disabled>
        Sold Out
      </Button>
    );
  }
  return (
    <Button size={size} onClick={() => onBuy(song.id)} aria-label={`Buy ${song.title}`}>
      Buy
    </Button>
  );
}
