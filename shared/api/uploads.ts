/** Contracts shared by the presigned uploads (song files, covers, avatars): the file the browser declares and the POST it gets. */
import * as z from './zod';

/** The declared file: its name, media type and size (the POST policy enforces the size again). Built inside a schema's builder. */
export const uploadFileShape = () => ({
  fileName: z.requiredText('File name', 255, 'File name is required'),
  contentType: z
    .string('Content type is required')
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Content type is required'), z.maxLength(100, 'Content type is too long')),
  /** Bytes, as the browser's File.size reports it. */
  size: z.number('Size must be a number').check(z.int('Size must be a whole number of bytes'), z.positive('The file is empty')),
});

/**
 * A presigned POST: the browser sends multipart/form-data to `url` with every entry of `fields`
 * first, then the file as `file` (with its `Content-Type` equal to `fields['Content-Type']`).
 */
export const PresignedUpload = /* @__PURE__ */ z.lazyObject(() => ({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** Largest accepted size in bytes. */
  maxBytes: z.number(),
  expiresAt: z.string(),
}));
export type PresignedUpload = z.infer<typeof PresignedUpload>;
