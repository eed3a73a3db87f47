/** Every seeded demo song has generated cover art, served through the site at its cover_url (issue 12). */
import { describe, expect, it } from 'vitest';
import { drawCoverRenditions } from '../../scripts/local/cover-art';
import { DEMO_SONGS } from '../../scripts/local/catalogue-data';
import { demoSongId } from '../../scripts/local/seed';
import { api, baseUrl } from '../helpers/api';

describe('seeded song covers', () => {
  it('gives each listed demo song the PNGs drawn from its title and genre at every width, at /covers/<id>/seed-v3-w<width>.png', async () => {
    const listedDemo = DEMO_SONGS.map((song, i) => ({ song, id: demoSongId(i).id })).filter(({ song }) => song.status === 'published');
    expect(listedDemo.length).toBeGreaterThan(0);
    for (const { song, id } of listedDemo.slice(0, 3)) {
      const detail = await api('getSong', { params: { songId: id } });
      expect(detail.status, detail.text).toBe(200);
      expect(detail.body.cover_url).toBe(`/covers/${id}/seed-v3-w512.png`);
      for (const { width, bytes } of drawCoverRenditions(song.title, song.genre)) {
        const res = await fetch(`${baseUrl()}/covers/${id}/seed-v3-w${width}.png`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(bytes));
      }
    }
  });

  it('carries the cover path in the public song list', async () => {
    const songs = (await api('listSongs', { query: { q: DEMO_SONGS.find((s) => s.status === 'published')!.title } })).body;
    const seeded = songs.filter((s) => s.id.includes('SEED'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const s of seeded) expect(s.cover_url).toBe(`/covers/${s.id}/seed-v3-w512.png`);
  });
});
