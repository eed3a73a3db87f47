/**
 * Packages a function loads only on a rare path ship beside its bundle instead of inside it
 * (infra/bundling.ts SHIPPED_MODULES): the mail routes' bundle leaves nodemailer out, and the
 * function's folder carries it, so SMTP still works when the admin turns it on.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandler, esbuildOptions, loadedAtImport, SHIPPED_MODULES } from '../../infra/bundling';
import { handlerCode } from '../../infra/constructs/api';
import type { renderLicensePdf as renderLicensePdfType } from '../../functions/media/license-pdf';
import { REPO_ROOT } from '../../infra/marketplace-stack';

const OUT = mkdtempSync(join(tmpdir(), 'marketplace-bundle-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('modules shipped beside the bundle', () => {
  it('leaves nodemailer out of a mail route bundle and copies it into the function folder, where it loads', async () => {
    expect(SHIPPED_MODULES).toContain('nodemailer');
    const metafile = await bundleHandler(join(REPO_ROOT, 'functions/http/forgot-password.ts'), OUT, REPO_ROOT, {
      modules: SHIPPED_MODULES,
    });
    expect(readFileSync(join(OUT, 'index.mjs'), 'utf8')).toMatch(/import\("nodemailer"\)/);
    expect(Object.keys(metafile.inputs).filter((file) => file.includes('node_modules/nodemailer/'))).toEqual([]);

    expect(existsSync(join(OUT, 'node_modules', 'nodemailer', 'package.json'))).toBe(true);
    // Resolved from the function's own folder, as Lambda will.
    const loaded = execSync(`node --input-type=module -e "const m = await import('nodemailer'); console.log(typeof m.createTransport)"`, {
      cwd: OUT,
    }).toString();
    expect(loaded.trim()).toBe('function');
  });
});

describe('stand-ins bundled for unused dependencies', () => {
  it('sanitises page content in the bundle as in the source, with postcss left out', async () => {
    const outfile = join(OUT, 'sanitize.mjs');
    const { metafile } = await build({
      ...esbuildOptions,
      entryPoints: [join(REPO_ROOT, 'functions/domain/content/sanitize.ts')],
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    expect(Object.keys(metafile.inputs).filter((file) => file.includes('node_modules/postcss/'))).toEqual([]);
    const source = await import('../../functions/domain/content/sanitize');
    const bundled = (await import(outfile)) as typeof source;
    const dirty =
      '<p style="color:red" onclick="x()">Hi <b style="x">there</b></p><a href="javascript:alert(1)" target="_blank">x</a><style>p{}</style>';
    expect(bundled.pageHtml(dirty)).toBe(source.pageHtml(dirty));
    expect(bundled.pageHtml(dirty)).toBe('<p>Hi <b>there</b></p><a target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('code split at import()', () => {
  it('keeps what a route imports lazily out of the entry, in a chunk beside it that loads when called', async () => {
    const dir = join(OUT, 'split');
    const entry = join(OUT, 'split-entry.ts');
    writeFileSync(entry, `export const pdf = () => import(${JSON.stringify(join(REPO_ROOT, 'functions/media/license-pdf.ts'))});\n`);
    const metafile = await bundleHandler(entry, dir, REPO_ROOT);
    const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
    const [, index] = outputs.find(([file]) => file.endsWith('/index.mjs'))!;
    const fromPdfLib = (inputs: Record<string, unknown>) => Object.keys(inputs).filter((file) => file.includes('node_modules/pdf-lib/'));
    // Nothing of pdf-lib in the entry or in a chunk the entry imports statically.
    const atImport = [index, ...index.imports.filter((i) => i.kind === 'import-statement').map((i) => metafile.outputs[i.path]!)];
    expect(atImport.flatMap((o) => fromPdfLib(o.inputs))).toEqual([]);
    expect(outputs.filter(([, o]) => fromPdfLib(o.inputs).length > 0)).toHaveLength(1);
    expect(index.imports.some((i) => i.kind === 'dynamic-import')).toBe(true);

    const { pdf } = (await import(join(dir, 'index.mjs'))) as { pdf: () => Promise<{ renderLicensePdf: typeof renderLicensePdfType }> };
    const { renderLicensePdf } = await pdf();
    const bytes = await renderLicensePdf({
      licenseKey: 'LIC-TEST-0001',
      orderId: 1,
      songTitle: 'Song',
      artist: 'Artist',
      buyerName: 'Buyer',
      buyerEmail: 'buyer@example.com',
      purchaseDate: '2026-11-25T00:00:00.000Z',
      amount: 1.99,
      currency: 'USD',
      licenseType: 'Single Song Purchase',
      verifyUrl: 'http://localhost/license-verify?key=LIC-TEST-0001',
      issuer: 'Music',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});

describe('route code assets', () => {
  it('bundles each function from its own entry when CDK synthesises', () => {
    const entries = ['a', 'b'].map((name) => {
      const file = join(OUT, `asset-entry-${name}.ts`);
      writeFileSync(file, `export const handler = async () => '${name}-answer';\n`);
      return file;
    });
    const app = new App({ outdir: mkdtempSync(join(OUT, 'app-')) });
    const stack = new Stack(app, 'Bundled');
    entries.forEach((entry, i) => {
      new LambdaFunction(stack, `Fn${i}`, { code: handlerCode(entry, REPO_ROOT), handler: 'index.handler', runtime: Runtime.NODEJS_22_X });
    });
    const assembly = app.synth();
    const template = Template.fromStack(stack).findResources('AWS::Lambda::Function');
    const keys = Object.values(template).map((fn) => (fn as { Properties: { Code: { S3Key: string } } }).Properties.Code.S3Key);
    expect(new Set(keys).size).toBe(2);
    // Each asset folder holds its own entry's bundle.
    const answers = keys.map(
      (key) => readFileSync(join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs'), 'utf8').match(/(\w)-answer/)?.[1],
    );
    expect(answers).toEqual(['a', 'b']);
  });
});

describe('the S3 SDK in a route that never calls it', () => {
  const withS3 = (meta: Metafile) =>
    Object.entries(meta.outputs)
      .filter(([, o]) => Object.keys(o.inputs).some((file) => file.includes('node_modules/@aws-sdk/client-s3/')))
      .map(([file]) => file);

  it('is left out when the code that would import it is tree-shaken, and is a lazy chunk when it is called', async () => {
    const client = JSON.stringify(join(REPO_ROOT, 'functions/media/s3-client.ts'));
    const uncalled = join(OUT, 'uncalled-entry.ts');
    writeFileSync(uncalled, `export { mediaBucket } from ${client};\n`);
    const called = join(OUT, 'called-entry.ts');
    writeFileSync(called, `export { s3 } from ${client};\n`);

    const without = await bundleHandler(uncalled, join(OUT, 'uncalled'), REPO_ROOT);
    expect(withS3(without)).toEqual([]);
    // Nothing the S3 client alone needs (its REST-XML protocol) is hoisted into the files a cold import reads.
    expect(
      loadedAtImport(without)
        .flatMap((file) => Object.keys(without.outputs[file]!.inputs))
        .filter((file) => /protocols\/xml\/(AwsRestXmlProtocol|XmlShapeSerializer)/.test(file)),
    ).toEqual([]);

    const withIt = await bundleHandler(called, join(OUT, 'called'), REPO_ROOT);
    const chunks = withS3(withIt);
    expect(chunks).toHaveLength(1);
    const [, index] = Object.entries(withIt.outputs).find(([file]) => file.endsWith('/index.mjs'))!;
    expect(index.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)).not.toContain(chunks[0]);
    expect(index.imports.some((i) => i.kind === 'dynamic-import')).toBe(true);
  });
});

describe('what a route ships beside its entry', () => {
  /**
   * The source files a function's folder would hold, its lazy chunks included: esbuild writes a chunk
   * for every `import()` it meets, called or not, so a route that imports a module only to read
   * carries whatever that module loads lazily to write. One bundle per route, shared by the checks.
   */
  const bundled = new Map<string, Promise<string[]>>();
  const shipped = (id: string) => {
    if (!bundled.has(id))
      bundled.set(
        id,
        bundleHandler(join(REPO_ROOT, `functions/http/${id}.ts`), join(OUT, `ships-${id}`), REPO_ROOT).then((meta) =>
          Object.values(meta.outputs).flatMap((out) => Object.keys(out.inputs)),
        ),
      );
    return bundled.get(id)!;
  };
  const ships = async (id: string, path: string) => (await shipped(id)).some((file) => file.includes(path));

  it("leaves the payment providers' SDKs to the routes that open a checkout, out of those that read orders or download", async () => {
    for (const id of ['create-order', 'purchase-subscription']) expect(await ships(id, 'node_modules/stripe/'), id).toBe(true);
    for (const id of ['list-admin-orders', 'download-order', 'download-license', 'download-guest-order', 'get-download'])
      expect(await ships(id, 'node_modules/stripe/'), id).toBe(false);
  });

  it('leaves the audio parsers and the MP3 encoder to the saves that may bring a new file, out of the song lists, uploads and the studio edit', async () => {
    expect(await ships('create-song', 'node_modules/@breezystack/lamejs/')).toBe(true);
    for (const id of ['list-admin-songs', 'list-artist-songs', 'create-upload', 'update-artist-song'])
      for (const lib of ['node_modules/@breezystack/lamejs/', 'node_modules/music-metadata/'])
        expect(await ships(id, lib), `${id} ${lib}`).toBe(false);
  });

  it("leaves the mailer out of a guest's download, and the SDK's browser user-agent parser out of every route", async () => {
    expect(await ships('download-guest-order', 'functions/mail/mailer.ts')).toBe(false);
    expect(await ships('create-order', 'functions/mail/mailer.ts')).toBe(true);
    for (const id of ['create-order', 'download-license', 'list-admin-songs', 'create-song'])
      expect(await ships(id, 'node_modules/bowser/'), id).toBe(false);
  });
});

describe('source maps', () => {
  it('carry no sources, and still map a stack to the TypeScript file and line under --enable-source-maps', async () => {
    const dir = join(OUT, 'maps');
    const entry = join(dir, 'entry.ts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      entry,
      `import { NotFoundError } from '${REPO_ROOT}/functions/kernel/errors';\nexport const handler = () => new NotFoundError('gone');\n`,
    );
    await bundleHandler(entry, join(dir, 'out'), REPO_ROOT);
    const map = JSON.parse(readFileSync(join(dir, 'out', 'index.mjs.map'), 'utf8')) as { sources: string[]; sourcesContent?: unknown };
    expect(map.sources.some((source) => source.endsWith('functions/kernel/errors.ts'))).toBe(true);
    expect(map.sourcesContent).toBeUndefined();

    const stack = execSync(
      `node --enable-source-maps --input-type=module -e "const { handler } = await import('${join(dir, 'out', 'index.mjs')}'); console.log(handler().stack)"`,
    ).toString();
    // Line 2 of the TypeScript entry, not a position in the minified bundle.
    expect(stack).toMatch(/maps\/entry\.ts:2:\d+/);
    expect(stack).not.toMatch(/index\.mjs/);
  });
});
