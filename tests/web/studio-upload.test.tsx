import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { callsTo, renderApp, preloadRoutes } from './render-app';
import { asArtist, studioSong } from './studio-fixtures';
import { expectRefusedUnsent, retype } from './form-fields';

preloadRoutes('studio');

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const uploadForm = async () => within((await screen.findByLabelText('Audio file')).closest('form')!);
const mp3 = (bytes = 2048, name = 'take.mp3') => new File([new Uint8Array(bytes)], name, { type: 'audio/mpeg' });

describe('/studio upload', () => {
  it('checks title, price bounds and the file before anything is uploaded', async () => {
    const api = asArtist();
    const { user } = renderApp('/studio');
    const form = await uploadForm();
    await retype(user, form, 'Price (USD)', '500.01');
    await user.click(form.getByRole('button', { name: 'Upload' }));

    expect(await form.findByText('Enter a title')).toBeInTheDocument();
    expect(form.getByText('The price must be between $5.00 and $500.00, in cents')).toBeInTheDocument();
    expect(form.getByText('Choose an audio file')).toBeInTheDocument();

    await user.type(form.getByLabelText('Title'), 'Harbour Lights');
    await retype(user, form, 'Price (USD)', '12.345');
    // A FLAC while the store takes MP3 and WAV only (the picker's filter can be bypassed by dropping a file).
    fireEvent.change(form.getByLabelText('Audio file'), {
      target: { files: [new File([new Uint8Array(10)], 'take.flac', { type: 'audio/flac' })] },
    });
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('take.flac: audio must be MP3, WAV')).toBeInTheDocument();
    expect(form.getByText('The price must be between $5.00 and $500.00, in cents')).toBeInTheDocument();
    expect(form.queryByText('Enter a title')).not.toBeInTheDocument();

    await retype(user, form, 'Price (USD)', '12.50');
    fireEvent.change(form.getByLabelText('Audio file'), { target: { files: [mp3(2 * 1024 * 1024)] } });
    await expectRefusedUnsent(user, form, 'Upload', ['take.mp3: audio must be at most 1 MB'], {
      fetchMock: api,
      route: 'createArtistUpload',
    });
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads a valid song with progress and says it waits for review', async () => {
    const api = asArtist({
      createArtistUpload: {
        status: 201,
        body: {
          uploadId: 'up-1',
          url: 'http://s3.local/media',
          fields: { key: 'uploads/up-1' },
          maxBytes: 1048576,
          expiresAt: '2026-11-26T11:00:00.000Z',
        },
      },
      createArtistSong: { status: 201, body: { ...studioSong, id: 'song-new', title: 'Harbour Lights', status: 'pending', listed: false } },
    });
    const { user } = renderApp('/studio');
    const form = await uploadForm();
    await user.type(form.getByLabelText('Title'), '  Harbour Lights ');
    await retype(user, form, 'Price (USD)', '12.50');
    await user.upload(form.getByLabelText('Audio file'), mp3());
    await user.click(form.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(callsTo(api, 'createArtistUpload')[0]!.body).toEqual({
      kind: 'audio',
      fileName: 'take.mp3',
      contentType: 'audio/mpeg',
      size: 2048,
    });
    FakeXhr.instances[0]!.progress(1024, 2048);
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    FakeXhr.instances[0]!.answer(204);
    expect(await screen.findByText('Uploaded. It waits for review before it is published.')).toBeInTheDocument();
    expect(callsTo(api, 'createArtistSong')[0]!.body).toMatchObject({ title: 'Harbour Lights', price: 12.5, audioUploadId: 'up-1' });
  });
});
