/**
 * The artist's studio (issue 24): uploads through the back office's presigned POST and server-side
 * checks, the artist's own songs, and edits within the store's bounds. A song belongs to the
 * artist whose studio uploaded it (or, for the seeded catalogue, to the demo artist's account);
 * anyone else's song answers 404, as if it did not exist.
 */
import type { CreateArtistSongBody, UpdateArtistSongBody } from '../../../shared/api/artist';
import type { AdminSong, AdminSongDetail, CreateUploadBody } from '../../../shared/api/songs-admin';
import type { PresignedUpload } from '../../../shared/api/uploads';
import { hasArtistSong, listArtistSongIds, putArtistSong } from '../../data/artists-repo';
import { getSongRecords } from '../../data/songs-repo';
import { getUser } from '../../data/users-repo';
import { NotFoundError } from '../../kernel/errors';
import { createUpload } from '../catalogue/song-uploads';
import { createSong, toAdminSong, updateSong } from '../catalogue/songs-admin';
import { getSystemSettings } from '../settings/settings';
import { requireArtist } from './accounts';

const SONG_NOT_FOUND = 'Song not found';

export const createArtistUpload = async (userId: string, body: CreateUploadBody): Promise<PresignedUpload> => {
  await requireArtist(userId);
  return createUpload(body);
};

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

export async function listArtistSongs(userId: string): Promise<AdminSong[]> {
  await requireArtist(userId);
  const ids = await listArtistSongIds(userId);
  const records = await getSongRecords(ids);
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toAdminSong(r)] : [];
  });
}

/** Text, price (within minPrice…maxPrice) and availability of the artist's own song; never its artist, status or files. */
export async function updateArtistSong(userId: string, songId: string, body: UpdateArtistSongBody): Promise<AdminSongDetail> {
  await requireArtist(userId);
  if (!(await hasArtistSong(userId, songId))) throw new NotFoundError(SONG_NOT_FOUND, 'SONG_NOT_FOUND');
  return updateSong(songId, body);
}
