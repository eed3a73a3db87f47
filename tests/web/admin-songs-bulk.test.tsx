import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSongDetail } from '../../shared/api/songs-admin';
import { genreOf, readId3v1, readId3v2, tagsFromName } from '../../web/src/features/admin/components/songs-tags';
import { FakeXhr, fakeXhrPerTest } from './fake-xhr';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { adminSongDetail } from './song-fixtures';

preloadRoutes('admin', 'admin-songs-bulk-upload');

fakeXhrPerTest();

const loading = { timeout: 5000 };

/** An ID3v2.3 tag with text frames; `utf16` writes them as UTF-16 with a BOM (encoding 1). */
function id3v2(frames: Record<string, string>, { utf16 = false } = {}): Uint8Array {
  const encode = (text: string) => {
    if (!utf16) return new Uint8Array([3, ...new TextEncoder().encode(text)]);
    const units = [0xff, 0xfe];
    for (const ch of text) units.push(ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8);
    return new Uint8Array([1, ...units]);
  };
  const parts = Object.entries(frames).map(([id, text]) => {
    const body = encode(text);
    const header = new Uint8Array(10);
    header.set(new TextEncoder().encode(id));
    new DataView(header.buffer).setUint32(4, body.length);
    return [...header, ...body];
  });
  const size = parts.reduce((n, p) => n + p.length, 0);
  const safe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, ...safe, ...parts.flat()]);
}

const mp3Frame = [0xff, 0xfb, 0x90, 0x00, 1, 2, 3, 4];
const tagged = (name: string, frames: Record<string, string>) =>
  new File([new Uint8Array([...id3v2(frames), ...mp3Frame])], name, { type: 'audio/mpeg' });

describe('reading tags in the browser', () => {
  it('reads title, artist and genre from ID3v2 text frames in UTF-8 and UTF-16', () => {
    expect(readId3v2(id3v2({ TIT2: 'Dhaka Lights', TPE1: 'Nadia Sultana', TCON: 'Jazz' }))).toEqual({
      title: 'Dhaka Lights',
      artist: 'Nadia Sultana',
      genre: 'Jazz',
    });
    expect(readId3v2(id3v2({ TIT2: 'Bhalobasha', TPE1: 'Arnob' }, { utf16: true }))).toEqual({ title: 'Bhalobasha', artist: 'Arnob' });
    expect(readId3v2(new Uint8Array(mp3Frame))).toEqual({});
  });

  it('falls back to ID3v1 and to an "Artist - Title" file name, and maps tag genres onto the catalogue', () => {
    const v1 = new Uint8Array(128);
    v1.set(new TextEncoder().encode('TAG'));
    v1.set(new TextEncoder().encode('Old Song'), 3);
    v1.set(new TextEncoder().encode('Old Band'), 33);
    v1[127] = 17;
    expect(readId3v1(v1)).toEqual({ title: 'Old Song', artist: 'Old Band', genre: 'Rock' });
    expect(tagsFromName('Habib Wahid - Moner Manush.wav')).toEqual({ artist: 'Habib Wahid', title: 'Moner Manush' });
    expect(tagsFromName('field_recording.flac')).toEqual({ title: 'field recording' });
    expect(genreOf('(8)')).toBe('Jazz');
    expect(genreOf('hip-hop')).toBe('Hip Hop');
    expect(genreOf('Polka')).toBeUndefined();
  });
});

describe('/admin/songs/bulk-upload', { timeout: 30_000 }, () => {
  function asAdmin() {
    localStorage.setItem('token', fakeToken({ role: 'admin', name: 'Ada Admin' }));
    let uploads = 0;
    let songs = 0;
    return mockApi({
      getMe: { body: apiUser({ role: 'admin', name: 'Ada Admin' }) },
      createUpload: () => {
        uploads += 1;
        const uploadId = `01JABCDEFGHJKMNPQRSTVWXY${String(uploads).padStart(2, '0')}`;
        return {
          status: 201,
          body: { uploadId, url: 'http://media.test/bucket', fields: { key: `uploads/audio/${uploadId}` }, maxBytes: 1e8, expiresAt: 'x' },
        };
      },
      createSong: (body) => {
        songs += 1;
        const b = body as Record<string, unknown>;
        const song: Partial<AdminSongDetail> = { id: `song-${songs}`, title: b.title as string, artist: b.artist as string };
        return { status: 201, body: detail(song) };
      },
      updateAdminSong: { body: detail() },
      updateSongStatus: { body: detail({ status: 'published' }) },
    });
  }

  it('uploads dropped files three at a time, each with its own progress, and makes each a draft with its tags', async () => {
    const fetchMock = asAdmin();
    renderApp('/admin/songs/bulk-upload');
    const zone = await screen.findByRole('region', { name: 'Drop files' }, loading);
    const files = [
      tagged('a.mp3', { TIT2: 'Dhaka Lights', TPE1: 'Nadia Sultana', TCON: 'Jazz' }),
      tagged('b.mp3', { TIT2: 'Monsoon', TPE1: 'Arnob', TCON: '(17)' }),
      tagged('c.mp3', { TIT2: 'Tea Garden', TPE1: 'Shayan', TCON: 'Folk' }),
      tagged('Rezwana - River Song.mp3', {}),
    ];
    fireEvent.drop(zone, { dataTransfer: { files } });

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    expect(await screen.findByLabelText('Title of a.mp3')).toHaveValue('Dhaka Lights');
    expect(screen.getByLabelText('Genre of b.mp3')).toHaveValue('Rock');
    expect(screen.getByLabelText('Artist of Rezwana - River Song.mp3')).toHaveValue('Rezwana');
    // The fourth waits for a free lane.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeXhr.instances).toHaveLength(3);

    FakeXhr.instances[1]!.progress(4, 10);
    expect(await screen.findByText('Uploading... 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of b.mp3' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('progressbar', { name: 'Upload of a.mp3' })).toHaveAttribute('aria-valuenow', '0');

    FakeXhr.instances[0]!.answer(204);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(4));
    for (const request of FakeXhr.instances.slice(1)) request.answer(204);

    await waitFor(() => expect(callsTo(fetchMock, 'createSong')).toHaveLength(4));
    const bodies = callsTo(fetchMock, 'createSong').map((c) => c.body as Record<string, unknown>);
    expect(bodies.find((b) => b.title === 'Dhaka Lights')).toMatchObject({
      artist: 'Nadia Sultana',
      genre: 'Jazz',
      status: 'draft',
      price: 5,
    });
    expect(bodies.find((b) => b.title === 'River Song')).toMatchObject({ artist: 'Rezwana', status: 'draft' });
    await waitFor(() => expect(screen.getAllByText('Draft')).toHaveLength(4));
  });

  it('refuses files that are not audio before uploading them', async () => {
    const fetchMock = asAdmin();
    renderApp('/admin/songs/bulk-upload');
    const zone = await screen.findByRole('region', { name: 'Drop files' }, loading);
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('notes.pdf: audio must be MP3, WAV, FLAC')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'createUpload')).toHaveLength(0);
  });

  it('lets the admin fix a draft and publish it from the table', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/songs/bulk-upload');
    const zone = await screen.findByRole('region', { name: 'Drop files' }, loading);
    fireEvent.drop(zone, { dataTransfer: { files: [tagged('a.mp3', { TIT2: 'Dhaka Lites', TPE1: 'Nadia Sultana', TCON: 'Jazz' })] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.answer(204);

    const row = within((await screen.findByText('Draft')).closest('tr')!);
    const title = row.getByLabelText('Title of a.mp3');
    await user.clear(title);
    await user.type(title, 'Dhaka Lights');
    await user.click(row.getByRole('button', { name: 'Publish Dhaka Lights' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, routeKey('updateSongStatus', { songId: 'song-1' }))[0]?.body).toEqual({ status: 'published' }),
    );
    expect(callsTo(fetchMock, routeKey('updateAdminSong', { songId: 'song-1' }))[0]?.body).toEqual({
      title: 'Dhaka Lights',
      artist: 'Nadia Sultana',
      genre: 'Jazz',
      price: 5,
    });
    expect(await row.findByText('Published')).toBeInTheDocument();
  });
});

/** A draft the bulk upload just created. */
const detail = (overrides: Partial<AdminSongDetail> = {}): AdminSongDetail =>
  adminSongDetail({
    title: 'Dhaka Lights',
    description: '',
    price: 5,
    status: 'draft',
    sale_status: 'inactive',
    listed: false,
    ...overrides,
  });
