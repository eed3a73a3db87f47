import { Music } from 'lucide-react';
import { coverSrcSet } from '../../../../../shared/covers';
import { cn } from '../../../lib/cn';
import { genreGradient } from '../../../lib/genre-colors';

/** How wide a song card's cover shows (the grids of song-grid.tsx and song-shelf.tsx, max-w-7xl): the browser picks the rendition. */
export const CARD_COVER_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

interface CoverArtProps {
  genre: string;
  className?: string;
  /** The song's `cover_url` (a `/covers/…` path of the site), or null for the genre placeholder. */
  src?: string | null;
  /** Describes the cover, e.g. "Cover of <title> by <artist>". */
  alt?: string;
  /** Visible on arrival (the first row of a grid): fetched at once and first, not lazily. */
  priority?: boolean;
  /** The width the cover shows at (an `<img sizes>`), so a cover kept at several widths loads the one that fits. */
  sizes: string;
}

export function CoverArt({ genre, className, src, alt = '', priority = false, sizes }: CoverArtProps) {
  if (src) {
    const srcSet = coverSrcSet(src);
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={512}
        height={512}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('bg-raised object-cover', className)}
      />
    );
  }
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center bg-gradient-to-br', genreGradient(genre), className)}>
      <Music className="size-10 text-white/40" />
    </div>
  );
}
