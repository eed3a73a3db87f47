import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { parseViewerAddress } = await import('../../functions/lib/client-address');

const ORIGIN_SECRET = 'origin-secret-0123456789abcdef0123456789abcdef';
vi.mock('../../functions/lib/secrets-manager', () => ({
  getSecretString: async () => JSON.stringify({ originVerify: ORIGIN_SECRET }),
}));
const { clientAddress } = await import('../../functions/lib/auth');

const event = (headers: Record<string, string>): APIGatewayProxyEventV2 =>
  ({ headers, requestContext: { http: { sourceIp: '130.176.1.1' } } }) as unknown as APIGatewayProxyEventV2;

describe('viewer address', () => {
  it.each([
    ['198.51.100.10', '198.51.100.10'],
    ['198.51.100.10:46532', '198.51.100.10'],
    ['[2001:db8::1]:46532', '2001:db8::1'],
    ['2001:db8:0:0:0:0:0:1:46532', '2001:db8:0:0:0:0:0:1'],
    ['2001:db8::1', '2001:db8::1'],
  ])('reads %s as %s', (header, address) => {
    expect(parseViewerAddress(header)).toBe(address);
  });

  it.each(['', 'not an address', '999.1.1.1:80', '[nope]:80', '1.2.3.4:80, 5.6.7.8'])('refuses %j', (header) => {
    expect(parseViewerAddress(header)).toBeUndefined();
  });

  it('keys on the viewer only when the request carries the origin secret', async () => {
    const arn = 'arn:aws:secretsmanager:us-east-1:1:secret:origin';
    expect(await clientAddress(event({ 'x-viewer-address': '198.51.100.10', 'x-origin-verify': ORIGIN_SECRET }), arn)).toBe(
      '198.51.100.10',
    );
    expect(await clientAddress(event({ 'cloudfront-viewer-address': '198.51.100.11:443', 'x-origin-verify': ORIGIN_SECRET }), arn)).toBe(
      '198.51.100.11',
    );
    expect(await clientAddress(event({ 'x-viewer-address': '198.51.100.10', 'x-origin-verify': 'guessed' }), arn)).toBe('130.176.1.1');
    expect(await clientAddress(event({ 'x-viewer-address': '198.51.100.10' }), arn)).toBe('130.176.1.1');
    expect(await clientAddress(event({ 'x-viewer-address': '2001:db8::1:2', 'x-origin-verify': ORIGIN_SECRET }), arn)).toBe(
      '2001:db8::1:2',
    );
  });

  it('ignores a forwarded address when no origin secret is configured (the local stack)', async () => {
    expect(await clientAddress(event({ 'x-viewer-address': '198.51.100.10', 'x-origin-verify': ORIGIN_SECRET }), undefined)).toBe(
      '130.176.1.1',
    );
  });
});
