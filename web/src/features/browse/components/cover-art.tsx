import { Music } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { genreGradient } from '../../../lib/genre-colors';

interface CoverArtProps {
  genre: string;
  className?: string;
  /** The song's `cover_url` (a `/covers/…` path of the site), or null for the genre placeholder. */
  src?: string | null;
  /** Describes the cover, e.g. "Cover of <title> by <artist>". */
  alt?: string;
  /** Visible on arrival (the first row of a grid): fetched at once and first, not lazily. */
  priority?: boolean;
}

export function CoverArt({ genre, className, src, alt = '', priority = false }: CoverArtProps) {
  if (src) {
    return (
      <img
        src={src}
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
