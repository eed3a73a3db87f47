/**
 * Packages a function loads only on a rare path ship beside its bundle instead of inside it
 * (infra/bundling.ts SHIPPED_MODULES): the mail routes' bundle leaves nodemailer out, and the
 * function's folder carries it, so SMTP still works when the admin turns it on.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions, SHIPPED_MODULES } from '../../infra/bundling';
import { copyBesideBundle } from '../../infra/constructs/api';
import { REPO_ROOT } from '../../infra/marketplace-stack';

const OUT = mkdtempSync(join(tmpdir(), 'marketplace-bundle-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('modules shipped beside the bundle', () => {
  it('leaves nodemailer out of a mail route bundle and copies it into the function folder, where it loads', async () => {
    expect(SHIPPED_MODULES).toContain('nodemailer');
    const { metafile } = await build({
      ...esbuildOptions,
      entryPoints: [join(REPO_ROOT, 'functions/http/forgot-password.ts')],
      outfile: join(OUT, 'index.mjs'),
      metafile: true,
      logLevel: 'silent',
    });
    expect(readFileSync(join(OUT, 'index.mjs'), 'utf8')).toMatch(/import\("nodemailer"\)/);
    expect(Object.keys(metafile.inputs).filter((file) => file.includes('node_modules/nodemailer/'))).toEqual([]);

    for (const command of copyBesideBundle({}, SHIPPED_MODULES, REPO_ROOT).afterBundling(REPO_ROOT, OUT)) execSync(command);
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
