import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useNavigationPending } from '../../lib/navigation-pending';
import { useSession } from '../../lib/session';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { SettingsPanel } from '../../features/account/components/settings-panel';
import { FavoritesTab } from '../../features/favorites/components/favorites-tab';
import { PlaylistsTab, YourPlaylistsCard } from '../../features/playlists/components/playlists-tab';
import { FavoriteArtistsCard, FollowingTab } from '../../features/artists/components/following-tab';

export function Component() {
  const { user } = useSession();
  const navigating = useNavigationPending();
  // After a logout the app is already on its way elsewhere; redirecting too would cancel that.
  if (!user) return navigating ? null : <Navigate to={paths.auth} replace />;
  return (
    <>
      <title>{`Dashboard · ${site.name}`}</title>
      <DashboardPage
        user={user}
        slots={{
          settings: <SettingsPanel />,
          favorites: <FavoritesTab />,
          playlists: <PlaylistsTab />,
          following: <FollowingTab />,
          overviewCards: (
            <div className="grid gap-6 md:grid-cols-2">
              <FavoriteArtistsCard />
              <YourPlaylistsCard />
            </div>
          ),
        }}
      />
    </>
  );
}
