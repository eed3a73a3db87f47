import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Token } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpMethod, RouteAccess } from '../../shared/api/routes';
import { routeList } from '../../shared/api/routes';
import { accessProfile, type InfraRoute } from '../../infra/constructs/api';
import { MarketplaceStack, type MarketplaceStackProps } from '../../infra/marketplace-stack';
import { allResources, routeStackResources } from '../helpers/stack-templates';
import { infraApp, NO_WEB_DIST, standardStack } from '../helpers/infra-stack';

/** Headroom under CloudFormation's hard limit of 500 for the odd resource added later. */
const RESOURCE_BUDGET = 450;
/** The route count this and the next issues reach (100), plus headroom. */
const PLANNED_ROUTES = 110;
const AUDIENCES = ['public', 'user', 'admin'] as const;

/** The shared stack (tests/helpers/infra-stack.ts) unless a test needs other props or context. */
function build(props: MarketplaceStackProps = {}, context: Record<string, unknown> = {}) {
  if (Object.keys(props).length === 0 && Object.keys(context).length === 0) return standardStack();
  return new MarketplaceStack(infraApp(context), 'Marketplace', { webDistDir: NO_WEB_DIST, ...props });
}

type Resources = Record<string, { Type: string; DependsOn?: string | string[]; Properties?: unknown }>;
const resourcesOf = (stack: MarketplaceStack): Resources => Template.fromStack(stack).toJSON().Resources;
const countByType = (resources: Resources, type: string) => Object.values(resources).filter((r) => r.Type === type).length;

/** Every access profile a route can declare: 3 table levels × 6 media levels × mail or not. */
const ALL_ACCESS: RouteAccess[] = (['none', 'read', 'write'] as const).flatMap((table) =>
  ([undefined, 'read', 'write', 'manage', 'snapshot', 'avatar'] as const).flatMap((media) =>
    [false, true].map((mail) => ({ table, media, mail })),
  ),
);
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A route table the size the product will reach, spread over every access profile (worst case for roles). */
const plannedRoutes: InfraRoute[] = Array.from({ length: PLANNED_ROUTES }, (_, i) => ({
  id: `syntheticRoute${i}`,
  method: METHODS[i % METHODS.length]!,
  path: `/api/synthetic/r${i}/{itemId}`,
  summary: `Synthetic route ${i}`,
  access: ALL_ACCESS[i % ALL_ACCESS.length]!,
  auth: AUDIENCES[i % AUDIENCES.length]!,
}));

/** The main stack and each nested route stack stay under the budget; returns their sizes. */
function expectEveryStackUnderBudget(stack: MarketplaceStack): Record<string, number> {
  const sizes: Record<string, number> = { main: Object.keys(resourcesOf(stack)).length };
  for (const [id, resources] of routeStackResources(stack)) sizes[id] = Object.keys(resources).length;
  for (const [id, size] of Object.entries(sizes)) expect(size, id).toBeLessThan(RESOURCE_BUDGET);
  return sizes;
}

/** Logical ids a resource refers to through Ref, Fn::GetAtt, Fn::Sub or DependsOn. */
function referencesOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => referencesOf(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Ref' && typeof value === 'string') found.add(value);
      else if (key === 'Fn::GetAtt') found.add(Array.isArray(value) ? String(value[0]) : String(value).split('.')[0]!);
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(value) ? String(value[0]) : String(value);
        for (const m of text.matchAll(/\$\{([^}.!]+)[^}]*\}/g)) found.add(m[1]!);
        if (Array.isArray(value)) referencesOf(value[1], found);
      } else referencesOf(value, found);
    }
  }
  return found;
}

/** A cycle among resources as a list of logical ids, or undefined. */
function findCycle(resources: Resources): string[] | undefined {
  const edges = new Map(
    Object.entries(resources).map(([id, r]) => {
      const refs = referencesOf(r.Properties);
      for (const dep of [r.DependsOn ?? []].flat()) refs.add(dep);
      return [id, [...refs].filter((ref) => ref in resources)];
    }),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('stack size', () => {
  const builtDist = mkdtempSync(join(tmpdir(), 'marketplace-web-dist-'));
  writeFileSync(join(builtDist, 'index.html'), '<!doctype html>');
  afterAll(() => rmSync(builtDist, { recursive: true, force: true }));

  it(`stays under ${RESOURCE_BUDGET} resources per stack with the current route table`, () => {
    const sizes = expectEveryStackUnderBudget(build({ webDistDir: builtDist }));
    console.info(`resources per stack with ${routeList.length} routes (site deployed): ${JSON.stringify(sizes)}`);
    // Routes go to the nested stack of their audience: one each for public, buyer and admin routes.
    expect(Object.keys(sizes).sort()).toEqual(['AdminRoutes', 'BuyerRoutes', 'PublicRoutes', 'main']);
  });

  it(`stays under ${RESOURCE_BUDGET} resources per stack with ${PLANNED_ROUTES} routes over every access profile`, () => {
    const stack = build({ routes: plannedRoutes, webDistDir: builtDist });
    const sizes = expectEveryStackUnderBudget(stack);
    console.info(`resources per stack with ${PLANNED_ROUTES} synthetic routes (site deployed): ${JSON.stringify(sizes)}`);
    const resources = allResources(stack);

    // Each route costs a function, an integration, a route and an invoke permission; nothing more.
    const profiles = new Set(plannedRoutes.map((r) => accessProfile(r.access)));
    expect(profiles.size).toBe(ALL_ACCESS.length);
    expect(countByType(resources, 'AWS::ApiGatewayV2::Route')).toBe(PLANNED_ROUTES);
    expect(countByType(resources, 'AWS::ApiGatewayV2::Integration')).toBe(PLANNED_ROUTES);
    expect(countByType(resources, 'AWS::Lambda::Permission')).toBe(PLANNED_ROUTES);
    expect(countByType(resources, 'AWS::Lambda::Function')).toBe(PLANNED_ROUTES + 1);
    // Roles are per access profile (plus BucketDeployment's own), not per function.
    expect(countByType(resources, 'AWS::IAM::Role')).toBe(profiles.size + 1);
  });
});

describe('stack wiring', () => {
  it('has no circular dependency between resources (API → distribution → functions → routes)', () => {
    expect(findCycle(resourcesOf(build()))).toBeUndefined();
    expect(findCycle(resourcesOf(build({ routes: plannedRoutes })))).toBeUndefined();
  });

  it('detects a cycle when there is one (guards the check above)', () => {
    expect(findCycle({ A: { Type: 'X', Properties: { x: { Ref: 'B' } } }, B: { Type: 'X', DependsOn: ['A'] } })).toEqual(['A', 'B', 'A']);
  });

  it('outputs the site URL, API URL, table name and media bucket name', () => {
    const outputs = Template.fromStack(build()).toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'MediaBucketName']));
  });

  it('is environment-agnostic when no account is given, so synth needs no credentials', () => {
    const stack = build();
    expect(Token.isUnresolved(stack.account)).toBe(true);
    expect(Token.isUnresolved(stack.region)).toBe(true);
  });

  it('warns at synth when mail would go out from the placeholder sender', () => {
    const stack = build({}, { mailFrom: undefined });
    Annotations.fromStack(stack).hasWarning('/Marketplace', Match.stringLikeRegexp('no-reply@example.com'));
    Template.fromStack(stack).allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_FROM: 'no-reply@example.com' }) },
    });
  });

  it('does not warn about the sender when mailFrom is set', () => {
    Annotations.fromStack(build()).hasNoWarning('/Marketplace', Match.stringLikeRegexp('no-reply@example.com'));
  });
});
