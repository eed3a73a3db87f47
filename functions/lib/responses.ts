/** A handler returns its data (200 JSON) or a Reply when status, headers or body differ. */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = (body: unknown): Reply => new Reply(201, body);

/** 302 to a URL the server chose (presigned media). */
export const redirect = (location: string): Reply => new Reply(302, undefined, { Location: location, 'Cache-Control': 'no-store' });

/** A non-JSON body (CSV, text); `body` is sent as is. */
export const raw = (body: string, contentType: string, headers: Record<string, string> = {}): Reply =>
  new Reply(200, body, { 'Content-Type': contentType, ...headers, 'X-Raw-Body': '1' });
