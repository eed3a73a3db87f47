/**
 * Uploads as the browser makes them: a presigned POST from `POST /api/admin/uploads`, then the
 * file sent straight to the bucket as multipart/form-data (the policy's fields first, then `file`).
 */
import { expect } from 'vitest';
import type { UploadKind } from '../../shared/api/songs-admin';
import { api } from './api';

export interface Uploaded {
  uploadId: string;
  /** The bucket's answer to the POST. */
  status: number;
  text: string;
}

/** The file as the browser names it; `declaredSize` is the size it would report (the byte count unless told). */
export interface UploadOptions {
  contentType: string;
  fileName: string;
  declaredSize?: number;
}

/** The file's description in a request for a presigned POST. */
const describeFile = (bytes: Uint8Array, opts: UploadOptions) => ({
  fileName: opts.fileName,
  contentType: opts.contentType,
  size: opts.declaredSize ?? bytes.length,
});

/** Asks for a presigned POST and sends the bytes. */
export async function uploadFile(token: string, kind: UploadKind, bytes: Uint8Array, opts: UploadOptions): Promise<Uploaded> {
  const presigned = await api('createUpload', { token, body: { kind, ...describeFile(bytes, opts) } });
  return postToBucket(presigned, bytes, opts);
}

/** An upload the bucket accepted. */
export async function uploaded(token: string, kind: UploadKind, bytes: Uint8Array, contentType: string, fileName: string): Promise<string> {
  const result = await uploadFile(token, kind, bytes, { contentType, fileName });
  expect(result.status, result.text).toBeLessThan(300);
  return result.uploadId;
}

/** An avatar as /profile sends it: a presigned POST from `POST /api/user/avatar/upload`, then the bytes to the bucket. */
export async function uploadAvatar(token: string, bytes: Uint8Array, opts: UploadOptions): Promise<Uploaded> {
  const presigned = await api('createAvatarUpload', { token, body: describeFile(bytes, opts) });
  const result = await postToBucket(presigned, bytes, opts);
  expect(result.status, result.text).toBeLessThan(300);
  return result;
}

/** Sends `bytes` to the bucket with the presigned POST `presigned` answered (201), as the browser's form does. */
async function postToBucket(
  presigned: { status: number; text: string; body: { url: string; fields: Record<string, string>; uploadId: string } },
  bytes: Uint8Array,
  opts: { contentType: string; fileName: string },
): Promise<Uploaded> {
  expect(presigned.status, presigned.text).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.contentType }), opts.fileName);
  const res = await fetch(presigned.body.url, { method: 'POST', body: form });
  return { uploadId: presigned.body.uploadId, status: res.status, text: await res.text() };
}
