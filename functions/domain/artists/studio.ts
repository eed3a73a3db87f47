/**
 * The artist's studio (issue 24): uploads through the back office's presigned POST and server-side
 * checks, the artist's own songs, and edits within the store's bounds. A song belongs to the
 * artist whose studio uploaded it (or, for the seeded catalogue, to the demo artist's account);
 * anyone else's song answers 404, as if it did not exist.
 */
import type { UpdateArtistSongBody } from '../../../shared/api/artist';
import type { AdminSong, AdminSongDetail, CreateUploadBody } from '../../../shared/api/songs-admin';
import type { PresignedUpload } from '../../../shared/api/uploads';
import { hasArtistSong, listArtistSongIds } from '../../data/artists-repo';
import { getSongRecords } from '../../data/songs-repo';
import { createUpload } from '../catalogue/song-uploads';
import { NotFoundError } from '../../kernel/errors';
import { toAdminSong, updateSongDetails } from '../catalogue/songs-admin';
import { requireArtist } from './accounts';

const SONG_NOT_FOUND = 'Song not found';

export const createArtistUpload = async (userId: string, body: CreateUploadBody): Promise<PresignedUpload> => {
  await requireArtist(userId);
  return createUpload(body);
};

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
  return updateSongDetails(songId, body);
}
