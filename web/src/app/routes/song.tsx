import { useParams } from 'react-router-dom';
import { SongDetails } from '../../features/browse/components/song-details';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';

export function Component() {
  const { songId = '' } = useParams();
  // A new id is a new page: no state carries over from the previous song.
  return (
    <>
      <SongDetails key={songId} songId={songId} />
      <ReviewsSection key={`reviews-${songId}`} songId={songId} />
    </>
  );
}
