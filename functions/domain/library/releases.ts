/** Publishing a song records a release for the new-release mails (release-digest.ts sends them). */
import { artistSlug } from '../../../shared/artists';
import { putRelease } from '../../data/releases-repo';
import type { SongRecord } from '../../data/songs-repo';

/** Records a song that just became public, for the next sweep. */
export async function recordRelease(song: Pick<SongRecord, 'id' | 'title' | 'artist'>, now = new Date()): Promise<void> {
  const slug = artistSlug(song.artist);
  if (!slug) return;
  await putRelease({ songId: song.id, title: song.title, artist: song.artist, slug, publishedAt: now.toISOString() }, now);
}
