import { describe, expect, it } from 'vitest';
import { corsXml } from '../../scripts/local/s3';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { bareEtag, partsProblem } = await import('../../functions/media/stems');

const part = (partNumber: number, etag: string) => ({ partNumber, etag });

describe('a stems upload part list before it is completed', () => {
  it('compares ETags without their quotes: what a browser reads matches what S3 lists', () => {
    expect(bareEtag('"9b2cf535f27731c974343645a3985328"')).toBe('9b2cf535f27731c974343645a3985328');
    const listed = [part(1, '"aaa"'), part(2, '"bbb"')];
    expect(partsProblem([part(2, 'bbb'), part(1, '"aaa"')], 2, listed)).toBeUndefined();
  });

  it('names the missing, repeated, surplus and changed parts', () => {
    expect(partsProblem([part(1, 'a'), part(3, 'c')], 3)).toBe('Parts not uploaded yet: 2');
    expect(partsProblem([part(1, 'a'), part(1, 'a')], 1)).toBe('A part is listed twice');
    expect(partsProblem([part(1, 'a'), part(2, 'b')], 1)).toBe('The upload has 1 parts, not part 2');
    expect(partsProblem([part(1, 'a'), part(2, 'made-up')], 2, [part(1, '"a"'), part(2, '"b"')])).toBe(
      'Part 2 does not match what was uploaded; send it again',
    );
    expect(partsProblem([part(1, 'a'), part(2, 'b')], 2, [part(1, '"a"')])).toBe('Part 2 was not uploaded yet');
  });
});

describe('the local bucket CORS rule', () => {
  it('lets the site PUT parts and read their ETag, as the multipart stems upload needs', () => {
    const xml = corsXml(['http://localhost:3000']);
    expect(xml).toContain('<AllowedMethod>PUT</AllowedMethod>');
    expect(xml).toContain('<ExposeHeader>ETag</ExposeHeader>');
    expect(xml).toContain('<AllowedOrigin>http://localhost:3000</AllowedOrigin>');
  });
});
