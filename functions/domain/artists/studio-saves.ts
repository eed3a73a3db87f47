/** The artist's studio upload (see studio.ts): a new song from its files, in its own module for the audio tools it loads. */
import type { CreateArtistSongBody } from '../../../shared/api/artist';
import type { AdminSongDetail } from '../../../shared/api/songs-admin';
import { putArtistSong } from '../../data/artists-repo';
import { getUser } from '../../data/users-repo';
import { createSong } from '../catalogue/song-saves';
import { getSystemSettings } from '../settings/settings';
import { requireArtist } from './accounts';

/** A studio upload: published at once while `autoApproveUploads` is on, else pending the admins' review. */
export async function createArtistSong(userId: string, body: CreateArtistSongBody): Promise<AdminSongDetail> {
  const [profile, user, settings] = await Promise.all([requireArtist(userId), getUser(userId), getSystemSettings()]);
  const song = await createSong(
    { ...body, artist: profile.artistName, status: settings.autoApproveUploads ? 'published' : 'pending', is_available: true },
    { id: userId, name: user?.name ?? profile.artistName },
  );
  await putArtistSong(userId, song.id, song.created_at);
  return song;
}
