import { useParams } from 'react-router-dom';
import { ArtistPage } from '../../features/artists/components/artist-page';

export function Component() {
  const { slug = '' } = useParams();
  return <ArtistPage key={slug} slug={slug} />;
}
