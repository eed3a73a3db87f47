import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathOf, queryString, requestOf } from '../../shared/api/call';
import { paths, type RouteId } from '../../shared/api/paths';
import { routes } from '../../shared/api/routes';

describe('paths table and route table', () => {
  it('gives every route the same method, path and auth in both tables, its own id, and no id in one only', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routes).sort());
    for (const id of Object.keys(routes) as RouteId[]) {
      const { method, path, auth } = routes[id];
      expect({ method, path, auth }, id).toEqual(paths[id]);
      // endpoint() reads the id from the route it is given, so a table entry must carry its own.
      expect(routes[id].id, id).toBe(id);
    }
  });

  it('keeps zod out of the paths table and the call core the browser loads', () => {
    for (const file of ['shared/api/paths.ts', 'shared/api/call.ts']) {
      const runtimeImports = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^import (?!type )/.test(line));
      expect(runtimeImports.join('\n'), file).not.toMatch(/zod|\.\/routes'/);
    }
  });
});

describe('typed call core', () => {
  it('substitutes URL-encoded path parameters', () => {
    expect(pathOf('verifyLicense', { key: 'A B/C?' })).toBe(paths.verifyLicense.path.replace('{key}', 'A%20B%2FC%3F'));
    expect(pathOf('getOrder', { orderId: 7 })).toBe(paths.getOrder.path.replace('{orderId}', '7'));
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => pathOf('getOrder')).toThrow('getOrder: missing path parameter orderId');
  });

  it('serialises a query with %20 for spaces and without undefined or null values', () => {
    expect(queryString({ q: 'hip hop & jazz', genre: undefined, cursor: null, limit: 5, flag: false })).toBe(
      '?q=hip%20hop%20%26%20jazz&limit=5&flag=false',
    );
    expect(queryString({ q: undefined })).toBe('');
  });

  it('takes the method from the table and sends the body as JSON', () => {
    expect(requestOf('rejectPayment', { params: { orderId: 3 }, body: { reason: 'No payment' } })).toEqual({
      id: 'rejectPayment',
      method: 'POST',
      url: pathOf('rejectPayment', { orderId: 3 }),
      body: '{"reason":"No payment"}',
    });
    expect(requestOf('listSongs', { query: { sort: 'title', limit: 2 } })).toMatchObject({
      method: 'GET',
      url: `${paths.listSongs.path}?sort=title&limit=2`,
      body: undefined,
    });
  });
});
