import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions, handlerBuildOptions } from '../../infra/bundling';
import { handlerFile, kebab, routeList } from '../../shared/api/routes';

describe('route table and handler files', () => {
  it('has a handler file for every route, wired to that route id', () => {
    for (const route of routeList) {
      const file = handlerFile(route.id);
      expect(existsSync(file), `${route.id} needs ${file}`).toBe(true);
      // Wired to its own route alone, so the Lambda's bundle keeps only that route's schemas.
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`endpoint\\(\\s*${route.id}Route,`));
    }
  });

  it("keeps the merged route table out of every handler, so a Lambda builds only its area's schemas", () => {
    for (const route of routeList) expect(readFileSync(handlerFile(route.id), 'utf8'), route.id).not.toMatch(/shared\/api\/routes'/);
  });

  it('has a route for every handler file', () => {
    // endpoint.ts is the wiring every handler imports, not a route.
    const files = readdirSync('functions/http').filter((f) => f.endsWith('.ts') && f !== 'endpoint.ts');
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

  it.each(['getLibrary', 'login', 'approvePayment'] as const)(
    "bundles %s with its own route only: no other route's definition or schema is built at its cold start",
    async (id) => {
      const out = await build({ ...esbuildOptions, minify: false, sourcemap: false, write: false, entryPoints: [handlerFile(id)] });
      const code = out.outputFiles[0]!.text;
      const defined = [...code.matchAll(/defineRoute\("(\w+)"/g)].map((m) => m[1]);
      expect(defined).toEqual([id]);
      // The contact form's schema lives in a module every one of them imports, and none uses it.
      expect(code).not.toContain('requiredText("Subject", 200)');
    },
    30_000,
  );

  // createOrder mails a guest order's link (guest checkout), so it carries the mailer; getOrder is the lean buyer route.
  it.each(['getMe', 'listPlans', 'getOrder'] as const)(
    'keeps %s cold start lean: no Node module facade it does not need, no schema it never uses',
    async (id) => {
      // minifySyntax: the dead-code elimination the deployed (minified) bundle gets, with readable names.
      // Split at every import() as deployed: a cold start reads the entry and the chunks it imports
      // statically, not what a rare path (a guest order's mail) loads when it runs.
      const out = await build({
        ...handlerBuildOptions(handlerFile(id), '/tmp/route-files-lean', process.cwd()),
        minify: false,
        minifySyntax: true,
        sourcemap: false,
        write: false,
      });
      const files = new Map(out.outputFiles.map((f) => [f.path.split('/').at(-1)!, f.text]));
      const read = new Set<string>();
      const visit = (name: string) => {
        if (read.has(name) || !files.has(name)) return;
        read.add(name);
        for (const m of files.get(name)!.matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)"|^import\s*"\.\/([^"]+)"/gm)) visit(m[1] ?? m[2]!);
      };
      visit('index.mjs');
      const code = [...read].map((name) => files.get(name)).join('\n');
      // middy's and file-type's `instanceof ReadableStream` go through the shim, not Node's seven web-stream internals;
      // node:net (the client address) is loaded by the few routes that rate-limit by address, when they do.
      expect(code).not.toMatch(/from "node:(stream\/web|net)"/);
      // Schemas of other routes and entities: none is built at this route's cold start.
      for (const unused of [
        'PaymentSettingsBody',
        'WhatsAppSettingsBody',
        'ListUsersQuery',
        'ExportUsersQuery',
        'BucketItem',
        'HealthCount',
        'SmtpSettings',
      ]) {
        expect(code, unused).not.toMatch(new RegExp(`\\b${unused} = `));
      }
    },
    30_000,
  );

  it("formats nothing with ICU in shared/: its modules load at every handler's cold start, and ICU's data with them", () => {
    const files = readdirSync('shared', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(`shared/${file}`, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      // `toLocaleString('en-US')` in a schema message cost every content route about 20 ms at import.
      expect(code, file).not.toMatch(/\.toLocale\w*String\(|\bIntl\.|\.localeCompare\([^)]*,/);
    }
  });

  it('bundles middy and file-type with a ReadableStream stand-in that still answers instanceof and constructs', async () => {
    const { ReadableStream: Shim } = await import('../../infra/bundling-shims/stream-web.mjs');
    const real = new globalThis.ReadableStream();
    expect(real instanceof Shim).toBe(true);
    expect({} instanceof Shim).toBe(false);
    expect(new Shim()).toBeInstanceOf(globalThis.ReadableStream);
  });
});
