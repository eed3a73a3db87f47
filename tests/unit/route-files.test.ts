import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerFile, kebab, routeList } from '../../shared/api/routes';

describe('route table and handler files', () => {
  it('has a handler file for every route, wired to that route id', () => {
    for (const route of routeList) {
      const file = handlerFile(route.id);
      expect(existsSync(file), `${route.id} needs ${file}`).toBe(true);
      // Wired through its area's table, so the Lambda builds only that area's schemas.
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`endpoint\\(\\w+Routes, '${route.id}'`));
    }
  });

  it("keeps the merged route table out of every handler, so a Lambda builds only its area's schemas", () => {
    for (const route of routeList) expect(readFileSync(handlerFile(route.id), 'utf8'), route.id).not.toMatch(/shared\/api\/routes'/);
  });

  it('has a route for every handler file', () => {
    const files = readdirSync('functions/http').filter((f) => f.endsWith('.ts'));
    const expected = new Set(routeList.map((r) => `${kebab(r.id)}.ts`));
    for (const file of files) expect(expected.has(file), `functions/http/${file} has no route`).toBe(true);
  });

  it('never declares two routes with the same method and path', () => {
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every route under /api with API Gateway path parameters', () => {
    for (const route of routeList) expect(route.path).toMatch(/^\/api(\/([a-z0-9.-]+|\{[a-zA-Z]+\}))+$/);
  });

  it('lets only write-access routes mail or write media', () => {
    for (const route of routeList) {
      if (route.access.mail) expect(route.access.table, route.id).toBe('write');
    }
  });
});
