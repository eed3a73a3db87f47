import { useParams } from 'react-router-dom';
import { SharedPlaylistPage } from '../../features/playlists/components/shared-playlist-page';

export function Component() {
  const { shareId = '' } = useParams();
  return <SharedPlaylistPage key={shareId} shareId={shareId} />;
}
