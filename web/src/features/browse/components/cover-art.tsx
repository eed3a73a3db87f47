import { Music } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** No artwork exists in the catalogue; each genre gets its own gradient. */
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

export function CoverArt({ genre, className }: { genre: string; className?: string }) {
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
