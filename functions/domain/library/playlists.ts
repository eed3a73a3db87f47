/**
 * Playlists (issue 14): at most 100 per listener and 1,000 songs each, with their song count and
 * duration kept on the playlist as it is saved. A playlist is private until its owner shares it;
 * its public link is a random id, read-only, showing the owner's first name only.
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { PlaylistDetail, PlaylistSummary, SharedPlaylist, UpdatePlaylistBody } from '../../../shared/api/library';
import {
  deletePlaylistRecord,
  findSharedPlaylist,
  getPlaylistRecord,
  insertPlaylist,
  listPlaylistHeaders,
  PLAYLIST_NOT_FOUND,
  replacePlaylist,
  type PlaylistHeader,
  type PlaylistRecord,
} from '../../data/playlists-repo';
import { getSongRecords, toSong, type SongRecord } from '../../data/songs-repo';
import { getUser } from '../../data/users-repo';
import { isPubliclyVisible } from '../catalogue/songs';
import { isListed } from '../catalogue/search-index';
import { NotFoundError, ValidationError } from '../../kernel/errors';
import { firstName } from './names';

const notFound = () => new NotFoundError(PLAYLIST_NOT_FOUND, 'PLAYLIST_NOT_FOUND');

const toSummary = (p: PlaylistHeader): PlaylistSummary => ({
  id: p.id,
  name: p.name,
  songCount: p.songCount,
  duration: Math.round(p.durationSeconds),
  shared: Boolean(p.shareId),
  shareId: p.shareId ?? null,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

/** The playlist's songs in its order, leaving out any no longer visible in the catalogue. */
async function songsOf(p: PlaylistRecord) {
  const songs = new Map((await getSongRecords([...new Set(p.songIds)])).map((s) => [s.id, s]));
  return p.songIds.flatMap((id) => {
    const song = songs.get(id);
    return song && isPubliclyVisible(song) ? [toSong(song)] : [];
  });
}

const toDetail = async (p: PlaylistRecord): Promise<PlaylistDetail> => ({ ...toSummary(p), songs: await songsOf(p) });

export async function listPlaylists(userId: string): Promise<PlaylistSummary[]> {
  return (await listPlaylistHeaders(userId)).map(toSummary);
}

export async function createPlaylist(userId: string, name: string, now = new Date()): Promise<PlaylistSummary> {
  const at = now.toISOString();
  const record: PlaylistRecord = {
    id: ulid(now.getTime()),
    userId,
    name,
    songIds: [],
    songCount: 0,
    durationSeconds: 0,
    createdAt: at,
    updatedAt: at,
  };
  await insertPlaylist(record);
  return toSummary(record);
}

export async function getPlaylist(userId: string, playlistId: string): Promise<PlaylistDetail> {
  const record = await getPlaylistRecord(userId, playlistId);
  if (!record) throw notFound();
  return toDetail(record);
}

/**
 * Renames, reorders, adds or removes songs (the whole list, in order) and shares or unshares. A song
 * added must be listed in the catalogue; one already in the playlist may stay after it was unlisted.
 */
export async function updatePlaylist(
  userId: string,
  playlistId: string,
  body: UpdatePlaylistBody,
  now = new Date(),
): Promise<PlaylistDetail> {
  const previous = await getPlaylistRecord(userId, playlistId);
  if (!previous) throw notFound();
  let songIds = previous.songIds;
  let durationSeconds = previous.durationSeconds;
  if (body.songIds) {
    songIds = body.songIds;
    if (new Set(songIds).size !== songIds.length) throw new ValidationError('A song can be in a playlist only once');
    const records = new Map<string, SongRecord>((await getSongRecords([...new Set(songIds)])).map((s) => [s.id, s]));
    const already = new Set(previous.songIds);
    const refused = songIds.filter((id) => {
      const song = records.get(id);
      return already.has(id) ? !song : !song || !isListed(toSong(song));
    });
    if (refused.length > 0) {
      throw new ValidationError('Only songs listed in the catalogue can be added to a playlist', { songIds: refused });
    }
    durationSeconds = songIds.reduce((sum, id) => sum + (records.get(id)?.durationSeconds ?? 0), 0);
  }
  const shareId = body.shared === undefined ? previous.shareId : body.shared ? (previous.shareId ?? newShareId()) : undefined;
  const updatedAt = laterThan(previous.updatedAt, now);
  const next: PlaylistRecord = {
    ...previous,
    name: body.name ?? previous.name,
    songIds,
    songCount: songIds.length,
    durationSeconds,
    shareId,
    updatedAt,
  };
  if (!shareId) delete next.shareId;
  await replacePlaylist(previous, next);
  return toDetail(next);
}

export async function deletePlaylist(userId: string, playlistId: string): Promise<{ message: string }> {
  await deletePlaylistRecord(userId, playlistId);
  return { message: 'Playlist deleted' };
}

export async function getSharedPlaylist(shareId: string): Promise<SharedPlaylist> {
  const record = await findSharedPlaylist(shareId);
  if (!record || record.shareId !== shareId) throw notFound();
  const [owner, songs] = await Promise.all([getUser(record.userId), songsOf(record)]);
  return {
    name: record.name,
    owner: firstName(owner?.name),
    songCount: songs.length,
    duration: Math.round(songs.reduce((sum, s) => sum + s.duration, 0)),
    updated_at: record.updatedAt,
    songs,
  };
}

/** 128 random bits, url-safe: the link is the permission. */
const newShareId = () => randomBytes(16).toString('base64url');

/** Now, or a millisecond after `previous` when the clock has not moved on (the save is conditional on it). */
function laterThan(previous: string, now: Date): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}
