import { useParams } from 'react-router-dom';
import { ArtistPage } from '../../features/artists/components/artist-page';
import { SongPriceAction } from '../../features/browse/components/song-price-action';

export function Component() {
  const { slug = '' } = useParams();
  return <ArtistPage key={slug} slug={slug} songActions={(song) => <SongPriceAction song={song} />} />;
}
