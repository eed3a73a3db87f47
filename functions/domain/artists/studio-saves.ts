/** The artist's studio saves (see studio.ts): a new song from its uploads, and edits of the artist's own song. */
import type { CreateArtistSongBody, UpdateArtistSongBody } from '../../../shared/api/artist';
import type { AdminSongDetail } from '../../../shared/api/songs-admin';
import { hasArtistSong, putArtistSong } from '../../data/artists-repo';
import { getUser } from '../../data/users-repo';
import { NotFoundError } from '../../kernel/errors';
import { createSong, updateSong } from '../catalogue/song-saves';
import { getSystemSettings } from '../settings/settings';
import { requireArtist } from './accounts';

const SONG_NOT_FOUND = 'Song not found';

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

/** Text, price (within minPrice…maxPrice) and availability of the artist's own song; never its artist, status or files. */
export async function updateArtistSong(userId: string, songId: string, body: UpdateArtistSongBody): Promise<AdminSongDetail> {
  await requireArtist(userId);
  if (!(await hasArtistSong(userId, songId))) throw new NotFoundError(SONG_NOT_FOUND, 'SONG_NOT_FOUND');
  return updateSong(songId, body);
}
