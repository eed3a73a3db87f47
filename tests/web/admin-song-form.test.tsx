import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeXhrPerTest, presignedPost, UPLOAD_ID } from './fake-xhr';
import { callsTo, currentPath, fieldRefused, heldResponse, renderApp, routeKey, preloadRoutes } from './render-app';
import { adminApiWith } from './admin-page';
import { adminSongDetail } from './song-fixtures';

preloadRoutes('admin', 'admin-song-add', 'admin-song-edit', 'admin-songs');

/** The first screen of a test waits for the lazy admin modules, slow on a loaded machine. */
const loading = { timeout: 5000 };

fakeXhrPerTest();

const presigned = presignedPost(`uploads/audio/${UPLOAD_ID}`, 'audio/mpeg', 50 * 1024 * 1024, '2026-11-23T20:00:00.000Z');

const detail = adminSongDetail;

const asAdmin = adminApiWith({
  listAdminSongs: { body: [], headers: { 'X-Total-Count': '0' } },
  getAdminSongStats: { body: { totalSongs: 0, published: 0, pendingReview: 0, totalRevenue: 0 } },
});

const mp3 = () => new File([new Uint8Array([0xff, 0xfb, 0x90, 0x00, 1, 2, 3, 4])], 'monsoon.mp3', { type: 'audio/mpeg' });

async function fillAddForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Title', {}, loading), 'Monsoon Nights');
  await user.type(screen.getByLabelText('Artist'), 'Nadia Sultana');
  await user.selectOptions(screen.getByLabelText('Genre'), 'Jazz');
  await user.type(screen.getByLabelText('Price (USD)'), '12.5');
  await user.upload(screen.getByLabelText('Full track'), mp3());
}

const xhr = async () => {
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  return FakeXhr.instances[0]!;
};

/** Fills the form and presses Upload Song: answers the file's request to storage, still unanswered. */
async function submitFilledForm(user: ReturnType<typeof renderApp>['user']) {
  await fillAddForm(user);
  await user.click(screen.getByRole('button', { name: 'Upload Song' }));
  return xhr();
}

describe('/admin/songs/add', { timeout: 30_000 }, () => {
  it('requires title, artist, price and the full track, and refuses a wrong type or an oversize file before any upload', async () => {
    const fetchMock = asAdmin();
    const { user } = renderApp('/admin/songs/add');

    await user.click(await screen.findByRole('button', { name: 'Upload Song' }, loading));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Artist is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    // The missing track is told with the fields, not after they are fixed.
    expect(screen.getByText('The full audio file is required')).toBeInTheDocument();

    await fillAddForm(user);
    // The picker names the chosen file and its size.
    expect(screen.getAllByTestId('picked-file')[0]).toHaveTextContent('monsoon.mp3');
    fireEvent.change(screen.getByLabelText('Full track'), {
      target: { files: [new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('contract.pdf: audio must be MP3, WAV, FLAC')).toBeInTheDocument();
    const huge = mp3();
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Full track'), { target: { files: [huge] } });
    expect(await screen.findByText('monsoon.mp3: audio must be at most 50 MB')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cover image (optional)'), {
      target: { files: [new File(['GIF89a'], 'cover.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('cover.gif: the cover must be a JPG or PNG image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(callsTo(fetchMock, 'createUpload')).toHaveLength(0);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('names the statuses as the songs list does (Draft, not Inactive; Published, not For sale)', async () => {
    asAdmin();
    renderApp('/admin/songs/add');
    const status = await screen.findByRole('combobox', { name: 'Status' }, loading);
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Published', 'Draft', 'Sold out']);
  });

  it('posts the policy fields then the file straight to storage, shows the progress texts up to 100%, creates the song and returns to the list after 2 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({
      createUpload: presigned,
      createSong: { status: 201, body: detail() },
    });
    const { user, router } = renderApp('/admin/songs/add');

    const request = await submitFilledForm(user);
    expect(callsTo(fetchMock, 'createUpload')[0]?.body).toEqual({
      kind: 'audio',
      fileName: 'monsoon.mp3',
      contentType: 'audio/mpeg',
      size: 8,
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://media.test/bucket');
    expect(request.timeout).toBe(300_000);
    expect([...request.body!.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect(await screen.findByText('Uploading files...')).toBeInTheDocument();

    request.progress(4, 8);
    expect(await screen.findByText('Uploading... 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    request.progress(8, 8);
    expect(await screen.findByText('Uploading... 100%')).toBeInTheDocument();
    request.answer(204);

    expect(await screen.findByText('Upload completed successfully!')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Song created successfully!');
    expect(callsTo(fetchMock, 'createSong')[0]?.body).toEqual({
      title: 'Monsoon Nights',
      artist: 'Nadia Sultana',
      genre: 'Jazz',
      description: '',
      price: 12.5,
      is_available: true,
      status: 'published',
      audioUploadId: UPLOAD_ID,
    });
    expect(currentPath(router)).toBe('/admin/songs/add');
    await waitFor(() => expect(currentPath(router)).toBe('/admin/songs'), { timeout: 15_000 });
  });

  it('fails with the spec text when storage refuses the file, and creates nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = asAdmin({ createUpload: presigned });
    const { user } = renderApp('/admin/songs/add');
    (await submitFilledForm(user)).answer(403);

    expect(await screen.findByText('Upload failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Storage refused the file (403)')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error creating song');
    expect(callsTo(fetchMock, 'createSong')).toHaveLength(0);
  });

  it('fails on a timeout and on a network error alike', async () => {
    asAdmin({ createUpload: presigned });
    const { user } = renderApp('/admin/songs/add');
    (await submitFilledForm(user)).ontimeout?.();
    expect(await screen.findByText('Upload failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The upload timed out')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.instances[1]!.onerror?.();
    expect(await screen.findByText('Network error during upload')).toBeInTheDocument();
  });

  it('shows the server reason when the file is not audio after all', async () => {
    asAdmin({
      createUpload: presigned,
      createSong: { status: 422, body: { error: 'The file is not MP3, WAV or FLAC audio', message: 'x', code: 'UNPROCESSABLE' } },
    });
    const { user } = renderApp('/admin/songs/add');
    (await submitFilledForm(user)).answer(204);
    expect(await screen.findByText('The file is not MP3, WAV or FLAC audio')).toBeInTheDocument();
    expect(screen.getByText('Upload failed. Please try again.')).toBeInTheDocument();
  });

  it('cancels a running upload', async () => {
    const fetchMock = asAdmin({ createUpload: presigned });
    const { user } = renderApp('/admin/songs/add');
    const request = await submitFilledForm(user);
    request.progress(2, 8);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(request.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'createSong')).toHaveLength(0);
  });
});

describe('/admin/songs/edit/{id}', { timeout: 30_000 }, () => {
  it('says Loading song... then Song not found for an unknown id', async () => {
    const song = heldResponse();
    asAdmin({ getAdminSong: song.handler });
    renderApp('/admin/songs/edit/nope');
    expect(await screen.findByText('Loading song...', {}, loading)).toBeInTheDocument();
    await song.respond({ status: 404, body: { error: 'Song not found', message: 'Song not found', code: 'NOT_FOUND' } });
    expect(await screen.findByText('Song not found')).toBeInTheDocument();
  });

  it('saves the edited fields without re-uploading and returns to the list after 1.5 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = asAdmin({
      [routeKey('getAdminSong', { songId: 'song-1' })]: { body: detail() },
      updateAdminSong: { body: detail({ title: 'Monsoon Mornings' }) },
    });
    const { user, router } = renderApp('/admin/songs/edit/song-1');

    const title = await screen.findByLabelText('Title', {}, loading);
    expect(title).toHaveValue('Monsoon Nights');
    expect(screen.getByLabelText('Price (USD)')).toHaveValue(12.5);
    await user.clear(title);
    await user.type(title, 'Monsoon Mornings');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Song updated successfully!'));
    expect(callsTo(fetchMock, routeKey('updateAdminSong', { songId: 'song-1' }))[0]?.body).toEqual({
      title: 'Monsoon Mornings',
      artist: 'Nadia Sultana',
      genre: 'Jazz',
      description: 'Rain on tin roofs',
      price: 12.5,
      is_available: true,
    });
    expect(callsTo(fetchMock, 'createUpload')).toHaveLength(0);
    await waitFor(() => expect(currentPath(router)).toBe('/admin/songs'), { timeout: 15_000 });
  });

  it('shows a refused price on the price field, not as a failed upload, when no file was chosen', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'Price must be between $5.00 and $500.00';
    asAdmin({
      [routeKey('getAdminSong', { songId: 'song-1' })]: { body: detail() },
      updateAdminSong: fieldRefused('body.price', message),
    });
    const { user } = renderApp('/admin/songs/edit/song-1');
    const price = await screen.findByLabelText('Price (USD)', {}, loading);
    await user.clear(price);
    await user.type(price, '2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update song'));
    await waitFor(() => expect(screen.getByLabelText('Price (USD)')).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('Price (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText('Upload failed. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The form stays usable for a corrected price.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('says Failed to update song with the server message when a refusal names no field', async () => {
    const error = vi.spyOn(toast, 'error');
    asAdmin({
      [routeKey('getAdminSong', { songId: 'song-1' })]: { body: detail() },
      updateAdminSong: {
        status: 409,
        body: { error: 'The song was changed meanwhile; reload it and try again', message: 'x', code: 'SONG_CHANGED' },
      },
    });
    const { user } = renderApp('/admin/songs/edit/song-1');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }, loading));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update song'));
    expect(await screen.findByText('The song was changed meanwhile; reload it and try again')).toBeInTheDocument();
    expect(screen.queryByText('Upload failed. Please try again.')).not.toBeInTheDocument();
  });
});
