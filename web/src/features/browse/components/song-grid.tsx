import { SongCardSkeleton } from './song-card';

export const GRID = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

export function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <SongCardSkeleton key={i} />);
}
