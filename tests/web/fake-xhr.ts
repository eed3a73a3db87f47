import { afterEach, beforeEach, vi } from 'vitest';

/** A stand-in for the browser's XMLHttpRequest: the test decides progress and the answer. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  body: FormData | undefined;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

/** Each test of the file starts with no requests and `XMLHttpRequest` replaced by FakeXhr; spies and globals are restored after it. */
export function fakeXhrPerTest(): void {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** The id of the upload `presignedPost` hands out. */
export const UPLOAD_ID = '01JABCDEFGHJKMNPQRSTVWXYZ0';

/** The API's 201 with a presigned POST to the test bucket for `key`, as the upload pickers get it. */
export const presignedPost = (key: string, contentType: string, maxBytes: number, expiresAt: string) => ({
  status: 201,
  body: {
    uploadId: UPLOAD_ID,
    url: 'http://media.test/bucket',
    fields: { key, 'Content-Type': contentType, Policy: 'p', 'X-Amz-Signature': 's' },
    maxBytes,
    expiresAt,
  },
});
