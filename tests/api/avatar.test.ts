/**
 * The profile avatar (issue 14): a signed-in user uploads an image with a presigned POST, the
 * server decides by its content that it is a JPEG, PNG or WebP of at most 2 MB, and the avatar is
 * public at its avatar_url (the covers bucket, through the site as CloudFront serves it).
 */
import { describe, expect, it } from 'vitest';
import { coverArt } from '../../scripts/local/cover-art';
import { adminToken, api, apiLoose, baseUrl, registerAndLogin } from '../helpers/api';
import { type UploadOptions, uploadAvatar } from '../helpers/uploads';

const png = (label: string, size = 32) => new Uint8Array(coverArt(label, 'Ambient', size));
const AVATAR_PATH = /^\/covers\/avatars\/[0-9A-Z]{26}\/[0-9A-Z]{26}\.png$/;

async function served(path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A new user uploads `bytes` as an avatar: setting it answers 422 with `message`, and the profile keeps no avatar. */
async function expectAvatarRefused(name: string, bytes: Uint8Array, upload: UploadOptions, message: string) {
  const user = await registerAndLogin(name);
  const { uploadId } = await uploadAvatar(user.token, bytes, upload);
  const res = await api('setAvatar', { token: user.token, body: { uploadId } });
  expect(res.status, res.text).toBe(422);
  expect(res.body.message).toBe(message);
  expect((await api('getProfile', { token: user.token })).body.avatar_url).toBeNull();
}

describe('profile avatar', () => {
  it('serves an uploaded PNG at the avatar_url the profile and getMe carry, and a new one replaces it', async () => {
    const user = await registerAndLogin('Avatar Owner');
    expect((await api('getProfile', { token: user.token })).body.avatar_url).toBeNull();

    const first = png('First avatar');
    const { uploadId } = await uploadAvatar(user.token, first, { contentType: 'image/png', fileName: 'me.png' });
    const set = await api('setAvatar', { token: user.token, body: { uploadId } });
    expect(set.status, set.text).toBe(200);
    const url = set.body.avatar_url!;
    expect(url).toMatch(AVATAR_PATH);
    expect(url).toContain(`/avatars/${user.user.id}/`);
    expect((await api('getProfile', { token: user.token })).body.avatar_url).toBe(url);
    expect((await api('getMe', { token: user.token })).body.avatar_url).toBe(url);
    const image = await served(url);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(image.bytes).toEqual(first);

    // The used upload cannot be used twice; a second image gets a new key and the first is gone.
    expect((await api('setAvatar', { token: user.token, body: { uploadId } })).status).toBe(404);
    const second = png('Second avatar', 48);
    const next = await uploadAvatar(user.token, second, { contentType: 'image/png', fileName: 'me2.png' });
    const replaced = await api('setAvatar', { token: user.token, body: { uploadId: next.uploadId } });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.avatar_url).not.toBe(url);
    expect((await served(replaced.body.avatar_url!)).bytes).toEqual(second);
    expect((await served(url)).status).toBe(404);
  });

  it('refuses a PDF renamed .png with 422 and keeps the avatar it had', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await expectAvatarRefused(
      'Avatar Pdf',
      pdf,
      { contentType: 'image/png', fileName: 'photo.png' },
      'Avatar must be a JPEG, PNG or WebP image',
    );
  });

  it('refuses a file over 2 MB by content even when the browser declared less', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png('Big avatar', 8));
    await expectAvatarRefused(
      'Avatar Big',
      big,
      { contentType: 'image/png', fileName: 'big.png', declaredSize: 1000 },
      'Avatar images may be at most 2 MB',
    );
  });

  it('answers 400 for a type or size the picker would not send', async () => {
    const user = await registerAndLogin('Avatar Checks');
    const gif = await api('createAvatarUpload', { token: user.token, body: { fileName: 'a.gif', contentType: 'image/gif', size: 10 } });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('Avatar must be a JPEG, PNG or WebP image');
    const huge = await api('createAvatarUpload', {
      token: user.token,
      body: { fileName: 'a.png', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Avatar images may be at most 2 MB');
    expect((await apiLoose('setAvatar', { token: user.token, body: { uploadId: 'nope' } })).status).toBe(400);
  });

  it("answers 404 for another user's upload id and stores nothing for either", async () => {
    const owner = await registerAndLogin('Avatar Uploader');
    const other = await registerAndLogin('Avatar Taker');
    const { uploadId } = await uploadAvatar(owner.token, png('Not yours'), { contentType: 'image/png', fileName: 'me.png' });
    const res = await api('setAvatar', { token: other.token, body: { uploadId } });
    expect(res.status, res.text).toBe(404);
    expect((await api('getProfile', { token: other.token })).body.avatar_url).toBeNull();
    // The owner can still use it.
    expect((await api('setAvatar', { token: owner.token, body: { uploadId } })).status).toBe(200);
  });

  it('removes the avatar on DELETE, and with the account (own deletion or an admin’s)', async () => {
    const user = await registerAndLogin('Avatar Remover');
    const withAvatar = async (account: { token: string }, label: string) => {
      const { uploadId } = await uploadAvatar(account.token, png(label), { contentType: 'image/png', fileName: 'me.png' });
      const res = await api('setAvatar', { token: account.token, body: { uploadId } });
      expect(res.status, res.text).toBe(200);
      expect((await served(res.body.avatar_url!)).status).toBe(200);
      return res.body.avatar_url!;
    };

    const url = await withAvatar(user, 'Removed');
    const removed = await api('deleteAvatar', { token: user.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.avatar_url).toBeNull();
    expect((await api('getMe', { token: user.token })).body.avatar_url).toBeNull();
    expect((await served(url)).status).toBe(404);

    const own = await withAvatar(user, 'Own deletion');
    expect((await api('deleteAccount', { token: user.token, body: { confirmation: user.email } })).status).toBe(200);
    expect((await served(own)).status).toBe(404);

    const byAdmin = await registerAndLogin('Avatar Deleted By Admin');
    const adminDeleted = await withAvatar(byAdmin, 'Admin deletion');
    const deleted = await api('deleteUser', { token: await adminToken(), params: { id: byAdmin.user.id } });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await served(adminDeleted)).status).toBe(404);
  });
});
