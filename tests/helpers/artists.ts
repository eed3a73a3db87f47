/**
 * Artist accounts for the tests (issue 24): a registered user made an artist by the admin through
 * the API, and the studio's uploads (a presigned POST from `POST /api/artist/uploads`).
 */
import { expect } from 'vitest';
import type { UploadKind } from '../../shared/api/songs-admin';
import { api, registerAndLogin } from './api';

export interface ArtistAccount {
  token: string;
  userId: string;
  email: string;
  password: string;
  artistName: string;
}

let counter = 0;

/** A fresh account made the artist `artistName` (unique per call unless given) by the admin. */
export async function newArtist(adminToken: string, artistName = `Test Artist ${Date.now().toString(36)}${process.pid}${++counter}`) {
  const user = await registerAndLogin(`${artistName} Account`);
  const made = await api('updateUser', { token: adminToken, params: { id: user.user.id }, body: { role: 'artist', artistName } });
  if (made.status !== 200) throw new Error(`make artist: ${made.status} ${made.text}`);
  return { token: user.token, userId: user.user.id, email: user.email, password: user.password, artistName } satisfies ArtistAccount;
}

/** A studio upload the bucket accepted; answers its upload id. */
export async function artistUploaded(
  token: string,
  kind: UploadKind,
  bytes: Uint8Array,
  contentType: string,
  fileName: string,
): Promise<string> {
  const presigned = await api('createArtistUpload', { token, body: { kind, fileName, contentType, size: bytes.length } });
  expect(presigned.status, presigned.text).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const res = await fetch(presigned.body.url, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return presigned.body.uploadId;
}
