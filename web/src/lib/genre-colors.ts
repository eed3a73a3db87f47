/** Each genre's gradient (Tailwind classes), the same families as the seeded covers' palettes (scripts/local/cover-art.ts). */
export const GENRE_GRADIENTS: Record<string, string> = {
  electronic: 'from-fuchsia-600/70 to-indigo-700/70',
  'hip hop': 'from-amber-500/70 to-rose-700/70',
  rock: 'from-red-600/70 to-zinc-800/70',
  jazz: 'from-sky-600/70 to-violet-800/70',
  classical: 'from-stone-400/60 to-amber-800/70',
  pop: 'from-pink-500/70 to-orange-500/60',
  ambient: 'from-teal-500/60 to-slate-800/70',
  folk: 'from-lime-600/60 to-emerald-800/70',
};

export const genreGradient = (genre: string): string => GENRE_GRADIENTS[genre.toLowerCase()] ?? 'from-raised to-line';
