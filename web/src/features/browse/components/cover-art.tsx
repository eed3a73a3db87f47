import { Music } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A song without a cover gets its genre's gradient. */
const GRADIENTS: Record<string, string> = {
  electronic: 'from-fuchsia-600/70 to-indigo-700/70',
  'hip hop': 'from-amber-500/70 to-rose-700/70',
  rock: 'from-red-600/70 to-zinc-800/70',
  jazz: 'from-sky-600/70 to-violet-800/70',
  classical: 'from-stone-400/60 to-amber-800/70',
  pop: 'from-pink-500/70 to-orange-500/60',
  ambient: 'from-teal-500/60 to-slate-800/70',
  folk: 'from-lime-600/60 to-emerald-800/70',
};

interface CoverArtProps {
  genre: string;
  className?: string;
  /** The song's `cover_url` (a `/covers/…` path of the site), or null for the genre placeholder. */
  src?: string | null;
  /** Describes the cover, e.g. "Cover of <title> by <artist>". */
  alt?: string;
}

export function CoverArt({ genre, className, src, alt = '' }: CoverArtProps) {
  if (src) {
    return <img src={src} alt={alt} loading="lazy" decoding="async" className={cn('bg-raised object-cover', className)} />;
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center bg-gradient-to-br',
        GRADIENTS[genre.toLowerCase()] ?? 'from-raised to-line',
        className,
      )}
    >
      <Music className="size-10 text-white/40" />
    </div>
  );
}
