import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, presignedPost, UPLOAD_ID } from './fake-xhr';
import { apiUser, callsTo, fakeToken, mockApi, renderApp, preloadRoutes } from './render-app';
import { expectSent } from './expect-sent';
import { profile } from './profile-fixtures';

preloadRoutes('profile');

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const AVATAR = '/covers/avatars/u1/01JAVATAR0000000000000000.png';
const presigned = presignedPost(`uploads/avatar/u1/${UPLOAD_ID}`, 'image/png', 2 * 1024 * 1024, '2026-11-24T20:00:00.000Z');

const fileInput = () => screen.getByLabelText<HTMLInputElement>(/^(Choose|Change) avatar$/);
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (bytes = 1000) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('avatar picker on /profile', () => {
  it('refuses a file that is not a JPEG, PNG or WebP, or is over 2 MB, before sending anything', async () => {
    localStorage.setItem('token', fakeToken());
    const fetchMock = mockApi({ getMe: { body: apiUser() }, getProfile: { body: profile() } });
    renderApp('/profile');
    await screen.findByText('Choose avatar');

    pick(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Avatar must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    pick(png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Avatar images may be at most 2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload avatar' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'createAvatarUpload')).toHaveLength(0);
  });

  it('previews the image, uploads it with progress and shows it in the header', async () => {
    const success = vi.spyOn(toast, 'success');
    localStorage.setItem('token', fakeToken());
    let current = profile();
    const fetchMock = mockApi({
      getMe: () => ({ body: { ...apiUser(), avatar_url: current.avatar_url } }),
      getProfile: () => ({ body: current }),
      createAvatarUpload: presigned,
      setAvatar: () => {
        current = profile({ avatar_url: AVATAR });
        return { body: current };
      },
    });
    const { user } = renderApp('/profile');
    await screen.findByText('Choose avatar');
    expect(within(screen.getByTestId('user-name')).getByTestId('avatar-initial')).toHaveTextContent('R');

    pick(png());
    expect(await screen.findByAltText('Preview of your new avatar')).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Upload avatar' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(callsTo(fetchMock, 'createAvatarUpload')[0]?.body).toEqual({ fileName: 'me.png', contentType: 'image/png', size: 1000 });
    const xhr = FakeXhr.instances[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://media.test/bucket']);
    // The policy's fields first, then the file.
    expect([...xhr.body!.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    xhr.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Avatar upload' })).toHaveAttribute('value', '40');
    xhr.answer(204);

    await expectSent(success, 'Avatar updated', fetchMock, 'setAvatar', { uploadId: UPLOAD_ID });
    await waitFor(() => expect(within(screen.getByTestId('user-name')).getByTestId('avatar-image')).toHaveAttribute('src', AVATAR));
    expect(screen.getByTestId('avatar-picker').querySelector('img')).toHaveAttribute('src', AVATAR);
    expect(screen.getByText('Change avatar')).toBeInTheDocument();
  });

  it("shows the server's refusal of the content and keeps the initials", async () => {
    localStorage.setItem('token', fakeToken());
    mockApi({
      getMe: { body: apiUser() },
      getProfile: { body: profile() },
      createAvatarUpload: presigned,
      setAvatar: {
        status: 422,
        body: {
          error: 'Avatar must be a JPEG, PNG or WebP image',
          message: 'Avatar must be a JPEG, PNG or WebP image',
          code: 'AVATAR_NOT_AN_IMAGE',
        },
      },
    });
    const { user } = renderApp('/profile');
    await screen.findByText('Choose avatar');
    pick(png());
    await user.click(await screen.findByRole('button', { name: 'Upload avatar' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.answer(204);
    expect(await screen.findByText('Avatar must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-name')).getByTestId('avatar-initial')).toBeInTheDocument();
  });

  it('removes the avatar, and the initials come back', async () => {
    const success = vi.spyOn(toast, 'success');
    localStorage.setItem('token', fakeToken());
    let current = profile({ avatar_url: AVATAR });
    const fetchMock = mockApi({
      getMe: () => ({ body: { ...apiUser(), avatar_url: current.avatar_url } }),
      getProfile: () => ({ body: current }),
      deleteAvatar: () => {
        current = profile();
        return { body: current };
      },
    });
    const { user } = renderApp('/profile');
    await waitFor(() => expect(within(screen.getByTestId('user-name')).getByTestId('avatar-image')).toHaveAttribute('src', AVATAR));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Avatar removed'));
    expect(callsTo(fetchMock, 'deleteAvatar')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByTestId('user-name')).getByTestId('avatar-initial')).toHaveTextContent('R'));
    expect(screen.getByText('Choose avatar')).toBeInTheDocument();
  });
});
