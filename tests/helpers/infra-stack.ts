/**
 * The marketplace stack as `cdk synth` builds it (cdk.json's context, the real route table and
 * handler entries, mailFrom set) with bundling skipped and no web build, synthesised once per
 * vitest worker and read by most infra test files (docs/decisions/011-test-run-sharing.md).
 * Tests only read it; one that needs other props or context builds its own App with `infraApp`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { MarketplaceStack, REPO_ROOT } from '../../infra/marketplace-stack';

/** A web build folder that does not exist: no site upload (web.test.ts covers that). */
export const NO_WEB_DIST = join(tmpdir(), 'marketplace-no-web-dist');

let assemblies: string | undefined;

/** A new App with the deployed stack's context, bundling skipped so no esbuild runs; an `undefined` in `context` removes a key. */
export function infraApp(context: Record<string, unknown> = {}): App {
  if (!assemblies) {
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-infra-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    assemblies = dir;
  }
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const merged = { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], mailFrom: 'shop@music.test', ...context };
  return new App({
    outdir: mkdtempSync(join(assemblies, 'app-')),
    context: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
  });
}

let standard: MarketplaceStack | undefined;

/** The shared stack (its App caches the synthesised assembly, so every Template.fromStack after the first is cheap). */
export function standardStack(): MarketplaceStack {
  standard ??= new MarketplaceStack(infraApp(), 'Marketplace', { webDistDir: NO_WEB_DIST });
  return standard;
}
