import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceStack, REPO_ROOT } from '../../infra/marketplace-stack';

/** Cloud assemblies go to one temporary folder per test file, removed afterwards. */
const WORK = mkdtempSync(join(tmpdir(), 'marketplace-nag-test-'));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

/**
 * The stack as deployed: the real route table and handlers, and a site build (a stand-in
 * index.html) so the BucketDeployment function and its role are checked too.
 */
function nagged(): MarketplaceStack {
  const dist = mkdtempSync(join(WORK, 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>stand-in</title>');
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    outdir: mkdtempSync(join(WORK, 'app-')),
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], mailFrom: 'shop@music.test' },
  });
  const stack = new MarketplaceStack(app, 'Marketplace', { webDistDir: dist });
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  return stack;
}

const NAG = Match.stringLikeRegexp('^AwsSolutions-');
const describeFinding = (m: SynthesisMessage) =>
  `${m.id}: ${(typeof m.entry.data === 'string' ? m.entry.data : JSON.stringify(m.entry.data)).split('\n')[0]}`;

describe('cdk-nag AwsSolutions pack', () => {
  let annotations: Annotations;
  // Synthesising ~50 bundling-free functions and running every rule takes a while on a busy machine.
  beforeAll(() => {
    annotations = Annotations.fromStack(nagged());
  }, 180_000);

  it('reports no unsuppressed error on the deployed stack', () => {
    expect(annotations.findError('*', NAG).map(describeFinding)).toEqual([]);
  });

  it('reports no unsuppressed warning on the deployed stack', () => {
    expect(annotations.findWarning('*', NAG).map(describeFinding)).toEqual([]);
  });
});
