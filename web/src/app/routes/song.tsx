import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { SongDetails } from '../../features/browse/components/song-details';

// Below the song and its licences: its own chunk, fetched while the song renders.
const ReviewsSection = lazy(() => import('../../features/reviews/components/reviews-section').then((m) => ({ default: m.ReviewsSection })));

export function Component() {
  const { songId = '' } = useParams();
  // A new id is a new page: no state carries over from the previous song.
  return (
    <>
      <SongDetails key={songId} songId={songId} />
      <Suspense fallback={null}>
        <ReviewsSection key={`reviews-${songId}`} songId={songId} />
      </Suspense>
    </>
  );
}
