import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicenseTier } from '../../shared/api/licenses';
import { unlimitedTerms } from './license-fixtures';
import { callsTo, type Handler, mockAdminApi, type MockResponse, renderApp, routeKey, preloadRoutes } from './render-app';
import { adminSongDetail } from './song-fixtures';

preloadRoutes('admin', 'admin-song-edit');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const loading = { timeout: 5000 };
const terms = unlimitedTerms;
const tier = (id: string, name: string, deliverables: LicenseTier['deliverables'], price: number, position: number): LicenseTier => ({
  id,
  name,
  deliverables,
  terms,
  default_price: price,
  exclusive: id === 'exclusive',
  active: true,
  orders: 0,
  position,
});
const tiers = [
  tier('mp3', 'MP3 Lease', ['mp3_320'], 29.99, 1),
  tier('wav', 'WAV Lease', ['mp3_320', 'wav'], 49.99, 2),
  tier('stems', 'Trackout', ['mp3_320', 'wav', 'stems'], 99.99, 3),
  tier('unlimited', 'Unlimited', ['mp3_320', 'wav'], 199.99, 4),
];
const song = adminSongDetail({ format: 'wav', offer: { files: ['mp3_128', 'mp3_320', 'wav'], prices: { unlimited: 150 } } });

function asAdmin(handlers: Partial<Record<string, Handler | MockResponse>> = {}) {
  return mockAdminApi({
    listLicenseTiers: { body: tiers },
    [routeKey('getAdminSong', { songId: 'song-1' })]: { body: song },
    ...handlers,
  });
}

describe('licence prices on /admin/songs/edit/{id}', { timeout: 30_000 }, () => {
  it("shows each tier's default or the song's own price, says which tiers lack files, and saves only the changes", async () => {
    let attempt = 0;
    const fetchMock = asAdmin({
      setSongTierPrices: () =>
        ++attempt === 1
          ? { status: 400, body: { error: 'Price must be between $0.99 and $999.99', message: 'x', code: 'VALIDATION_ERROR' } }
          : { body: [] },
    });
    const { user } = renderApp('/admin/songs/edit/song-1');

    // The edit form first (the lazy admin modules), then the prices once the tiers have come too.
    await screen.findByLabelText('Title', {}, loading);
    const section = within((await screen.findByRole('heading', { name: 'Licence prices' }, loading)).closest('section')!);
    expect(section.queryByLabelText('MP3 Lease price (USD)')).not.toBeInTheDocument();
    const wav = section.getByLabelText('WAV Lease price (USD)');
    expect(wav).toHaveValue('');
    expect(wav).toHaveAttribute('placeholder', '49.99');
    expect(section.getByText('Default $49.99')).toBeInTheDocument();
    expect(section.getByText('Not offered: needs Stems (ZIP)')).toBeInTheDocument();
    expect(section.getByLabelText('Unlimited price (USD)')).toHaveValue('150');
    expect(section.getByText('Own price')).toBeInTheDocument();

    await user.type(wav, '5000');
    await user.clear(section.getByLabelText('Unlimited price (USD)'));
    await user.click(section.getByRole('button', { name: 'Save licence prices' }));
    expect(await section.findByText('Price must be between $0.99 and $999.99')).toBeInTheDocument();

    await user.clear(wav);
    await user.type(wav, '39.5');
    await user.click(section.getByRole('button', { name: 'Save licence prices' }));
    await waitFor(() => expect(callsTo(fetchMock, 'setSongTierPrices')).toHaveLength(2));
    expect(callsTo(fetchMock, 'setSongTierPrices')[1]?.body).toEqual({ prices: { wav: 39.5, unlimited: null } });
  });
});

/** A 30-byte "ZIP" in 12-byte parts: 3 parts (12, 12, 6 bytes). */
const zipFile = () => new File(['PK\u0003\u0004'.padEnd(30, '.')], 'stems.zip', { type: 'application/zip', lastModified: 1 });
const started = { status: 201, body: { upload: '01JSTEMS0000000000000000UP', uploadId: 'multi-1', partSize: 12, partCount: 3 } };

/** The API mock plus a fake S3 for the part URLs; `failures` says how often each part's PUT drops first. */
function withStorage(failures: Record<number, number>, complete?: MockResponse, exposeEtag = true, refuseSigning?: MockResponse) {
  let signed = 0;
  const api = asAdmin({
    createStemsUpload: started,
    signStemsUploadParts: (body) =>
      refuseSigning ?? {
        body: {
          parts: (body as { partNumbers: number[] }).partNumbers.map((n) => ({
            partNumber: n,
            url: `http://s3.test/media/uploads/stems/up.zip?partNumber=${n}&uploadId=multi-1&X-Amz-Signature=${++signed}`,
          })),
          expiresAt: '2026-11-27T08:00:00.000Z',
        },
      },
    completeStemsUpload: complete ?? {
      body: { songId: 'song-1', files: ['mp3_320', 'wav', 'stems'], stems: ['drums.wav', 'bass.wav'], size: 30 },
    },
  });
  const puts: { part: number; bytes: number }[] = [];
  const storage = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.host !== 's3.test') return api(input, init);
    const part = Number(url.searchParams.get('partNumber'));
    expect(init?.method).toBe('PUT');
    if ((failures[part] ?? 0) > 0) {
      failures[part]!--;
      throw new TypeError('Failed to fetch');
    }
    puts.push({ part, bytes: (init!.body as Blob).size });
    return new Response(null, { status: 200, headers: exposeEtag ? { ETag: `"etag-${part}"` } : {} });
  });
  vi.stubGlobal('fetch', storage);
  return { api, puts };
}

describe('stems upload on /admin/songs/edit/{id}', { timeout: 30_000 }, () => {
  it('sends the ZIP in parts straight to storage, resends a dropped part and completes with every ETag', async () => {
    const { api, puts } = withStorage({ 2: 1 });
    const { user } = renderApp('/admin/songs/edit/song-1');

    await user.upload(await screen.findByLabelText('Stems ZIP', {}, loading), zipFile());

    expect(await screen.findByText('Stems uploaded: drums.wav, bass.wav')).toBeInTheDocument();
    expect(callsTo(api, 'createStemsUpload')[0]?.body).toEqual({ songId: 'song-1', size: 30 });
    expect(puts.map((p) => p.part).sort()).toEqual([1, 2, 3]);
    expect(puts.find((p) => p.part === 3)?.bytes).toBe(6);
    // The dropped part was signed again on its own.
    expect(callsTo(api, 'signStemsUploadParts').map((c) => (c.body as { partNumbers: number[] }).partNumbers)).toEqual([[1, 2, 3], [2]]);
    expect(callsTo(api, 'completeStemsUpload')[0]?.body).toEqual({
      uploadId: 'multi-1',
      songId: 'song-1',
      parts: [
        { partNumber: 1, etag: '"etag-1"' },
        { partNumber: 2, etag: '"etag-2"' },
        { partNumber: 3, etag: '"etag-3"' },
      ],
    });
  });

  it('stops with the progress so far when a part keeps failing, and Resume sends only the missing parts', async () => {
    const { api, puts } = withStorage({ 3: 3 });
    const { user } = renderApp('/admin/songs/edit/song-1');
    const file = zipFile();

    await user.upload(await screen.findByLabelText('Stems ZIP', {}, loading), file);

    expect(await screen.findByText(/The connection dropped during the upload/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Stems upload' })).toHaveAttribute('value', '80');
    expect(screen.getByText(/part 2 of 3/)).toBeInTheDocument();
    expect(callsTo(api, 'completeStemsUpload')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resume upload' }));
    expect(await screen.findByText('Stems uploaded: drums.wav, bass.wav')).toBeInTheDocument();
    expect(callsTo(api, 'createStemsUpload')).toHaveLength(1);
    expect(puts.map((p) => p.part)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(puts.filter((p) => p.part !== 3)).toHaveLength(2);
    expect(callsTo(api, 'completeStemsUpload')).toHaveLength(1);
  });

  it('says so at once, without retrying, when the bucket hides the part ETag from the browser', async () => {
    const { api, puts } = withStorage({}, undefined, false);
    const { user } = renderApp('/admin/songs/edit/song-1');

    await user.upload(await screen.findByLabelText('Stems ZIP', {}, loading), zipFile());

    expect(await screen.findByText(/the bucket CORS rule must expose ETag/)).toBeInTheDocument();
    expect(puts.length).toBeLessThanOrEqual(3);
    expect(callsTo(api, 'signStemsUploadParts')).toHaveLength(1);
    expect(callsTo(api, 'completeStemsUpload')).toHaveLength(0);
  });

  it('starts afresh when the server no longer knows a saved upload', async () => {
    const file = zipFile();
    const saved = { ...started.body, uploadId: 'expired', file: `${file.name}|${file.size}|${file.lastModified}`, done: { 1: '"etag-1"' } };
    localStorage.setItem('stems-upload:song-1', JSON.stringify(saved));
    const message = 'The upload was not found or has expired; upload the stems again';
    const { api } = withStorage({}, undefined, true, { status: 422, body: { error: message, message, code: 'UPLOAD_NOT_FOUND' } });
    const { user } = renderApp('/admin/songs/edit/song-1');

    await user.upload(await screen.findByLabelText('Stems ZIP', {}, loading), file);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(api, 'createStemsUpload')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Resume upload' })).not.toBeInTheDocument();
    expect(localStorage.getItem('stems-upload:song-1')).toBeNull();
  });

  it('refuses a file that is not a ZIP before anything is sent, and shows the server refusing the content', async () => {
    const message = 'The stems file is not a ZIP of audio files: "notes.txt" is not an audio file';
    const { api } = withStorage({}, { status: 422, body: { error: message, message, code: 'NOT_STEMS_ZIP' } });
    const { user } = renderApp('/admin/songs/edit/song-1');
    const input = await screen.findByLabelText('Stems ZIP', {}, loading);

    await user.upload(input, new File(['Rar!'], 'stems.rar', { type: 'application/zip' }));
    expect(await screen.findByText('Choose a ZIP file of the stems')).toBeInTheDocument();
    expect(callsTo(api, 'createStemsUpload')).toHaveLength(0);

    await user.upload(input, zipFile());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume upload' })).not.toBeInTheDocument();
  });
});
