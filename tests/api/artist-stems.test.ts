/**
 * The studio's stems upload (issues 24 and 25): an artist uploads a stems ZIP for their own song by
 * the presigned multipart upload and the song offers Trackout; another artist is told the song and
 * the upload do not exist (404), and an unfinished upload can be cancelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { storedZip } from '../../scripts/local/stored-zip';
import { countingWav } from '../fixtures/audio';
import { adminToken, api, apiLoose, isLocalStack } from '../helpers/api';
import { artistUploaded, newArtist, type ArtistAccount } from '../helpers/artists';

let admin: string;
let artist: ArtistAccount;
let other: ArtistAccount;

/** A published studio song of `owner` with a WAV master, so only the stems stand between it and Trackout. */
async function publishedStudioSong(owner: ArtistAccount, title: string): Promise<string> {
  const audioUploadId = await artistUploaded(owner.token, 'audio', countingWav(4, 44100), 'audio/wav', 'master.wav');
  const created = await api('createArtistSong', { token: owner.token, body: { title, genre: 'Ambient', price: 9.99, audioUploadId } });
  expect(created.status, created.text).toBe(201);
  const published = await api('updateSongStatus', { token: admin, params: { songId: created.body.id }, body: { status: 'published' } });
  expect(published.status, published.text).toBe(200);
  return created.body.id;
}

async function putPart(url: string, bytes: Uint8Array) {
  const res = await fetch(url, { method: 'PUT', body: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
  expect(res.status).toBe(200);
  return res.headers.get('etag') ?? '';
}

describe.skipIf(!isLocalStack())('studio stems upload', () => {
  beforeAll(async () => {
    admin = await adminToken();
    [artist, other] = await Promise.all([newArtist(admin), newArtist(admin)]);
  });

  it('an artist uploads stems for their own song and the song offers Trackout; another artist gets 404 at every step', async () => {
    const songId = await publishedStudioSong(artist, `Studio Stems ${Date.now()}`);
    const tiers = async () => (await api('getSong', { params: { songId } })).body.licenses!.map((l) => l.tier);
    expect(await tiers()).not.toContain('stems');
    const zip = storedZip([
      { name: 'drums.wav', bytes: countingWav(1, 44100) },
      { name: 'keys.wav', bytes: countingWav(1, 44100) },
    ]);

    const stolenStart = await apiLoose('createArtistStemsUpload', { token: other.token, body: { songId, size: zip.length } });
    expect(stolenStart.status).toBe(404);
    const asAdmin = await apiLoose('createArtistStemsUpload', { token: admin, body: { songId, size: zip.length } });
    expect(asAdmin.status).toBe(403);

    const started = await api('createArtistStemsUpload', { token: artist.token, body: { songId, size: zip.length } });
    expect(started.status, started.text).toBe(201);
    const { upload, uploadId } = started.body;
    const stolenSign = await apiLoose('signArtistStemsParts', {
      token: other.token,
      params: { upload },
      body: { uploadId, partNumbers: [1] },
    });
    expect(stolenSign.status).toBe(404);
    const signed = await api('signArtistStemsParts', { token: artist.token, params: { upload }, body: { uploadId, partNumbers: [1] } });
    expect(signed.status, signed.text).toBe(200);
    const parts = [{ partNumber: 1, etag: await putPart(signed.body.parts[0]!.url, zip) }];

    const stolenComplete = await apiLoose('completeArtistStemsUpload', {
      token: other.token,
      params: { upload },
      body: { uploadId, songId, parts },
    });
    expect(stolenComplete.status).toBe(404);
    const stolenAbort = await apiLoose('abortArtistStemsUpload', { token: other.token, params: { upload }, body: { uploadId } });
    expect(stolenAbort.status).toBe(404);
    expect(await tiers()).not.toContain('stems');

    const completed = await api('completeArtistStemsUpload', {
      token: artist.token,
      params: { upload },
      body: { uploadId, songId, parts },
    });
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.stems.sort()).toEqual(['drums.wav', 'keys.wav']);
    expect(await tiers()).toContain('stems');
  });

  it('cancels an unfinished upload: it can no longer be signed or completed', async () => {
    const songId = await publishedStudioSong(artist, `Studio Stems Cancelled ${Date.now()}`);
    const started = await api('createArtistStemsUpload', { token: artist.token, body: { songId, size: 1000 } });
    expect(started.status, started.text).toBe(201);
    const { upload, uploadId } = started.body;
    const aborted = await api('abortArtistStemsUpload', { token: artist.token, params: { upload }, body: { uploadId } });
    expect(aborted.status, aborted.text).toBe(200);
    const sign = await apiLoose('signArtistStemsParts', { token: artist.token, params: { upload }, body: { uploadId, partNumbers: [1] } });
    expect(sign.status).toBe(422);
    expect(sign.body).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });
});
