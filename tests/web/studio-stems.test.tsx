import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderApp, preloadRoutes } from './render-app';
import { asArtist, studioSong } from './studio-fixtures';

preloadRoutes('studio');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const zipFile = () => new File(['PK\u0003\u0004'.padEnd(30, '.')], 'stems.zip', { type: 'application/zip', lastModified: 1 });

describe('/studio stems', { timeout: 30_000 }, () => {
  it("uploads a song's stems through the studio's own routes, in parts straight to storage", async () => {
    const api = asArtist({
      createArtistStemsUpload: {
        status: 201,
        body: { upload: '01JSTEMS0000000000000000UP', uploadId: 'multi-1', partSize: 16, partCount: 2 },
      },
      signArtistStemsParts: (body) => ({
        body: {
          parts: (body as { partNumbers: number[] }).partNumbers.map((n) => ({
            partNumber: n,
            url: `http://s3.test/stems.zip?partNumber=${n}`,
          })),
          expiresAt: '2026-11-27T08:00:00.000Z',
        },
      }),
      completeArtistStemsUpload: {
        body: { songId: studioSong.id, files: ['mp3_320', 'stems'], stems: ['drums.wav', 'keys.wav'], size: 30 },
      },
    });
    const parts: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
        if (url.host !== 's3.test') return api(input, init);
        parts.push(Number(url.searchParams.get('partNumber')));
        return new Response(null, { status: 200, headers: { ETag: `"etag-${url.searchParams.get('partNumber')}"` } });
      }),
    );
    const { user } = renderApp('/studio');
    // The studio loads several reads before the list shows; a loaded machine needs more than the default second.
    const list = await screen.findByRole('list', { name: 'Your songs' }, { timeout: 5000 });
    const row = within((await within(list).findByText('Glass Harbour')).closest('li')!);
    await user.click(row.getByRole('button', { name: 'Stems' }));
    await user.upload(row.getByLabelText('Stems ZIP'), zipFile());

    expect(await row.findByText('Stems uploaded: drums.wav, keys.wav')).toBeInTheDocument();
    expect(callsTo(api, 'createArtistStemsUpload')[0]?.body).toEqual({ songId: studioSong.id, size: 30 });
    expect(parts.sort()).toEqual([1, 2]);
    expect(callsTo(api, 'completeArtistStemsUpload')[0]?.body).toEqual({
      uploadId: 'multi-1',
      songId: studioSong.id,
      parts: [
        { partNumber: 1, etag: '"etag-1"' },
        { partNumber: 2, etag: '"etag-2"' },
      ],
    });
    expect(callsTo(api, 'createStemsUpload')).toHaveLength(0);
  });
});
