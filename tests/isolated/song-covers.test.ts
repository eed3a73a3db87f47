/**
 * A song's cover is public through the site at its `cover_url` (issue 12): the admin uploads it,
 * the song's public answers carry the path, the local gateway serves the bytes from the covers
 * bucket as CloudFront does, and deleting the song removes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverArt } from '../../scripts/local/cover-art';
import type { CreateSongBody } from '../../shared/api/songs-admin';
import { adminToken, api, baseUrl } from '../helpers/api';
import { uploaded } from '../helpers/uploads';
import { countingWav } from '../fixtures/audio';

const run = `${Date.now().toString(36)}${process.pid}`;
let admin: string;
const created: string[] = [];

beforeAll(async () => {
  admin = await adminToken();
}, 60_000);

afterAll(async () => {
  for (const songId of created) await api('deleteSong', { token: admin, params: { songId } });
}, 60_000);

async function songWithCover(png: Uint8Array): Promise<{ id: string; title: string; cover_url: string | null }> {
  const body: CreateSongBody = {
    title: `Covered ${run} ${Math.random().toString(36).slice(2, 8)}`,
    artist: `Cover artist ${run}`,
    genre: 'Ambient',
    description: 'Made by the song covers suite',
    price: 9.99,
    is_available: true,
    status: 'for_sale',
    audioUploadId: await uploaded(admin, 'audio', countingWav(35), 'audio/wav', 'track.wav'),
    coverUploadId: await uploaded(admin, 'cover', png, 'image/png', 'cover.png'),
  };
  const res = await api('createSong', { token: admin, body });
  expect(res.status, res.text).toBe(201);
  created.push(res.body.id);
  return res.body;
}

describe('song covers through the site', () => {
  it("serves the uploaded PNG's exact bytes at the cover_url the public list and song page carry", async () => {
    const png = new Uint8Array(coverArt(`Cover ${run}`, 'Ambient', 64));
    const song = await songWithCover(png);
    expect(song.cover_url).toMatch(new RegExp(`^/covers/${song.id}/[0-9A-Z]{26}\\.png$`));

    const listed = (await api('listSongs', { query: { q: song.title } })).body;
    expect(listed.map((s) => [s.id, s.cover_url])).toEqual([[song.id, song.cover_url]]);
    expect((await api('getSong', { params: { songId: song.id } })).body.cover_url).toBe(song.cover_url);

    const res = await fetch(`${baseUrl()}${song.cover_url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it('stops serving the cover once its song is deleted', async () => {
    const song = await songWithCover(new Uint8Array(coverArt(`Gone ${run}`, 'Ambient', 32)));
    expect((await fetch(`${baseUrl()}${song.cover_url}`)).status).toBe(200);
    expect((await api('deleteSong', { token: admin, params: { songId: song.id } })).status).toBe(200);
    created.splice(created.indexOf(song.id), 1);
    expect((await fetch(`${baseUrl()}${song.cover_url}`)).status).toBe(404);
  });

  it("serves nothing of the media bucket: a master's key under /covers/ is not found", async () => {
    const song = await songWithCover(new Uint8Array(coverArt(`Master ${run}`, 'Ambient', 32)));
    const detail = await api('getAdminSong', { token: admin, params: { songId: song.id } });
    expect(detail.status).toBe(200);
    expect((await fetch(`${baseUrl()}/covers/${song.id}/master.wav`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/covers/songs/${song.id}/master.wav`)).status).toBe(404);
  });
});
