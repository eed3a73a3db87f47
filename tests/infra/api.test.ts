import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SCRYPT_N } from '../../functions/domain/accounts/passwords';
import { FAULTS_FLAG } from '../../functions/lib/faults';
import { CATALOGUE_SNAPSHOT_KEY } from '../../shared/constants';
import { DEFAULT_ROUTE_TIMEOUT_SECONDS, handlerFile, routeList, type RouteEntry } from '../../shared/api/routes';
import { accessProfile, ROUTE_METADATA } from '../../infra/constructs/api';
import { REPO_ROOT } from '../../infra/marketplace-stack';
import { allResources } from '../helpers/stack-templates';
import { standardStack } from '../helpers/infra-stack';

type Resource = { Type: string; Properties: Record<string, any>; Metadata?: Record<string, unknown> };

let cached: Record<string, Resource> | undefined;
/** The real stack with the real route table and real handler entries, no site upload (web.test.ts's concern). */
function resources(): Record<string, Resource> {
  cached ??= allResources(standardStack());
  return cached;
}
const ofType = (type: string) => Object.entries(resources()).filter(([, r]) => r.Type === type);

function functionOf(route: RouteEntry): [string, Resource] {
  const matches = ofType('AWS::Lambda::Function').filter(([, r]) => r.Metadata?.[ROUTE_METADATA.id] === route.id);
  expect(matches, `functions for route ${route.id}`).toHaveLength(1);
  return matches[0]!;
}

/** Every IAM action granted to a function through its (shared) role. */
type Statement = { Action: string | string[]; Effect: string; Condition?: Record<string, Record<string, unknown>> };

function statementsOf(fn: Resource): Statement[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as unknown[]).some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[])
    .filter((s) => s.Effect === 'Allow');
}

/** The one write every route has: adding to the HEALTH counters (endpoint() counts 5xx answers), pinned by partition key. */
const isHealthCounterGrant = (s: Statement) =>
  JSON.stringify(s.Condition) === JSON.stringify({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['HEALTH'] } });

/** What a route may do by its declared access (the health-counter grant is checked on its own). */
function actionsOf(fn: Resource): string[] {
  return statementsOf(fn)
    .filter((s) => !isHealthCounterGrant(s))
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

const DYNAMODB_WRITE = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|PartiQL(Insert|Update|Delete)|\*)$|^\*$/;
const S3_WRITE = /^s3:(PutObject|DeleteObject|Abort|\*)|^\*$/;

describe('route functions', () => {
  it('every route in routeList has its handler module at functions/http/<kebab-id>.ts', () => {
    const missing = routeList.map((r) => handlerFile(r.id)).filter((file) => !existsSync(join(REPO_ROOT, file)));
    expect(missing, 'handler modules missing for these routes').toEqual([]);
  });

  it('creates exactly one Lambda function per route and no other function but the after-commit one', () => {
    // The other non-route function is BucketDeployment's singleton, present when web/dist is built.
    expect(ofType('AWS::Lambda::Function')).toHaveLength(routeList.length + 1);
    for (const route of routeList) functionOf(route);
  });

  it.each(routeList.map((r) => [r.id, r] as const))('%s runs its own handler on Node 22, arm64, 512 MB, its timeout', (_id, route) => {
    const [, fn] = functionOf(route);
    expect(fn.Metadata?.[ROUTE_METADATA.entry]).toBe(handlerFile(route.id));
    expect(fn.Properties).toMatchObject({
      Handler: 'index.handler',
      Description: route.summary,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: route.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS,
    });
    // Slow paths: the song list's rare cold rebuild without a search snapshot (also met by the
    // artist routes, which read the same index), and reading and processing an uploaded master of
    // up to 50 MB (create, or edit with a new file; an artist's studio upload too), checking a completed
    // stems ZIP, and the orders CSV export, which reads every order, and the new-release mail sweep.
    const slow = [
      'listSongs',
      'getArtist',
      'listFollowing',
      'followArtist',
      'createSong',
      'createArtistSong',
      'completeStemsUpload',
      'completeArtistStemsUpload',
      'updateAdminSong',
      'exportAdminOrders',
      'sendReleaseDigests',
      'sweepSubscriptionRenewals',
    ];
    expect(fn.Properties.Timeout).toBe(slow.includes(route.id) ? 29 : 10);
  });

  it('gives every function the runtime configuration it reads at cold start', () => {
    for (const route of routeList) {
      const vars = functionOf(route)[1].Properties.Environment.Variables;
      expect(Object.keys(vars).sort()).toEqual(
        [
          'JWT_SECRET_ARN',
          'MAIL_FROM',
          'MEDIA_BUCKET',
          'NODE_OPTIONS',
          'SITE_URL',
          'TABLE_NAME',
          'ORIGIN_VERIFY_SECRET_ARN',
          'LOG_LEVEL',
          'POWERTOOLS_SERVICE_NAME',
          'POWERTOOLS_METRICS_NAMESPACE',
          ...(route.access.secrets || route.access.mail ? ['SECRET_BOX_KMS_KEY_ID'] : []),
          ...(route.access.media === 'manage' || route.access.media === 'avatar' ? ['COVERS_BUCKET'] : []),
        ].sort(),
      );
      expect(vars.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(vars.MAIL_FROM).toBe('shop@music.test');
      expect(JSON.stringify(vars.SITE_URL)).toContain('DomainName');
    }
  });

  it('never sets the local fault-injection flag or the lowered password hashing on a function: both are local-stack test tools only', () => {
    const functions = ofType('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    for (const [id, fn] of functions) {
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {}), id).not.toContain(FAULTS_FLAG);
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {}), id).not.toContain(LOCAL_SCRYPT_N);
    }
  });

  it('sends every route function to one shared log group with a retention', () => {
    const groupRefs = new Set(routeList.map((r) => JSON.stringify(functionOf(r)[1].Properties.LoggingConfig.LogGroup)));
    expect(groupRefs.size).toBe(1);
    const groupId = (JSON.parse([...groupRefs][0]!) as { Ref: string }).Ref;
    expect(resources()[groupId]!.Properties.RetentionInDays).toBeGreaterThan(0);
    // Besides it, the HTTP API's access log and BucketDeployment's singleton (when web/dist is built).
    expect(ofType('AWS::Logs::LogGroup')).toHaveLength(2);
  });
});

describe('HTTP API routes', () => {
  it('has one route per routeList entry with the key "<METHOD> <path>"', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(routeList.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('sends each route key to the function of that route', () => {
    const all = resources();
    for (const route of routeList) {
      const [fnId] = functionOf(route);
      const [, apiRoute] = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`)!;
      const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref as string;
      expect(all[integrationId]!.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    }
  });

  it('lets API Gateway invoke each function', () => {
    const invoked = ofType('AWS::Lambda::Permission')
      .filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com')
      .map(([, p]) => p.Properties.FunctionName['Fn::GetAtt'][0]);
    for (const route of routeList) expect(invoked).toContain(functionOf(route)[0]);
  });
});

/** The S3 statements of the policies attached to a route function's role. */
function s3StatementsOf(route: RouteEntry) {
  const roleId = functionOf(route)[1].Properties.Role['Fn::GetAtt'][0] as string;
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as unknown[]).some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
    .filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
}

describe('least-privilege roles', () => {
  it('lets the search snapshot role reach that one object and no other media', () => {
    const routes = routeList.filter((r) => r.access.media === 'snapshot');
    expect(routes.map((r) => r.id)).toContain('listSongs');
    for (const route of routes) {
      const s3Statements = s3StatementsOf(route);
      expect(s3Statements, route.id).toHaveLength(1);
      expect(JSON.stringify(s3Statements[0]!.Resource), route.id).toContain(`/${CATALOGUE_SNAPSHOT_KEY}`);
      expect(JSON.stringify(s3Statements[0]!.Resource), route.id).not.toContain('*');
    }
  });

  it('lets the orders export role write, read and abort only under exports/', () => {
    const routes = routeList.filter((r) => r.access.media === 'export');
    expect(routes.map((r) => r.id)).toEqual(['exportAdminOrders']);
    for (const route of routes) {
      const s3Statements = s3StatementsOf(route);
      expect(s3Statements, route.id).toHaveLength(1);
      expect([s3Statements[0]!.Action].flat().sort()).toEqual(['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject']);
      expect(JSON.stringify(s3Statements[0]!.Resource), route.id).toContain('/exports/*');
      expect(functionOf(route)[1].Properties.Timeout, route.id).toBe(29);
    }
  });

  it('shares one role per distinct access profile', () => {
    const profiles = new Set(routeList.map((r) => accessProfile(r.access)));
    const routeRoles = new Set(routeList.map((r) => functionOf(r)[1].Properties.Role['Fn::GetAtt'][0] as string));
    expect(routeRoles.size).toBe(profiles.size);
    // The others are the after-commit function's and BucketDeployment's (present when web/dist is built).
    expect(ofType('AWS::IAM::Role')).toHaveLength(profiles.size + 1);
    const rolesByProfile = new Map<string, Set<string>>();
    for (const route of routeList) {
      const role = functionOf(route)[1].Properties.Role['Fn::GetAtt'][0] as string;
      const profile = accessProfile(route.access);
      rolesByProfile.set(profile, (rolesByProfile.get(profile) ?? new Set()).add(role));
    }
    for (const roles of rolesByProfile.values()) expect(roles.size).toBe(1);
  });

  it('grants no DynamoDB write action to a route whose access is not table:write', () => {
    for (const route of routeList.filter((r) => r.access.table !== 'write')) {
      const writes = actionsOf(functionOf(route)[1]).filter((a) => DYNAMODB_WRITE.test(a));
      expect(writes, `${route.id} (${accessProfile(route.access)})`).toEqual([]);
    }
  });

  it('lets every route add to the HEALTH counters and nothing else outside its declared access', () => {
    for (const route of routeList) {
      const grants = statementsOf(functionOf(route)[1]).filter(isHealthCounterGrant);
      expect(
        grants.map((s) => s.Action),
        route.id,
      ).toEqual(['dynamodb:UpdateItem']);
    }
  });

  it('lets no route scan the table', () => {
    for (const route of routeList) {
      const scans = actionsOf(functionOf(route)[1]).filter((a) => /^dynamodb:(Scan|\*)$|^\*$/.test(a));
      expect(scans, route.id).toEqual([]);
    }
  });

  it('grants table, media and mail actions exactly as each route declares', () => {
    for (const route of routeList) {
      const actions = actionsOf(functionOf(route)[1]);
      const label = `${route.id} (${accessProfile(route.access)})`;
      const dynamo = actions.filter((a) => a.startsWith('dynamodb:'));
      const s3 = actions.filter((a) => a.startsWith('s3:'));
      const ses = actions.filter((a) => a.startsWith('ses:'));

      if (route.access.table === 'none') expect(dynamo, label).toEqual([]);
      else expect(dynamo, label).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      if (route.access.table === 'write') expect(dynamo, label).toContain('dynamodb:PutItem');

      if (!route.access.media) expect(s3, label).toEqual([]);
      if (route.access.media === 'read') {
        expect(s3, label).toEqual(['s3:GetObject']);
        expect(
          s3.filter((a) => S3_WRITE.test(a)),
          label,
        ).toEqual([]);
      }
      if (route.access.media === 'write') expect(s3.sort(), label).toEqual(['s3:GetObject', 's3:PutObject']);
      // The songs back office also puts and deletes covers in the covers bucket (tests/infra/covers.test.ts),
      // and cancelling a stems multipart upload (back office and studio) aborts it.
      if (route.access.media === 'manage')
        expect([...new Set(s3)].sort(), label).toEqual(['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      if (route.access.media === 'snapshot') expect(s3.sort(), label).toEqual(['s3:GetObject', 's3:PutObject']);
      if (route.access.media === 'export') expect(s3.sort(), label).toEqual(['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject']);
      // The stems sweep: lists, reads and deletes upload markers; deletes and aborts orphaned ZIPs; never puts.
      if (route.access.media === 'stems-sweep')
        expect([...new Set(s3)].sort(), label).toEqual(['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:ListBucket']);
      // Avatars: the caller's upload read and deleted, the image put in and deleted from covers/avatars/.
      if (route.access.media === 'avatar')
        expect([...new Set(s3)].sort(), label).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);

      expect(ses.length > 0, label).toBe(Boolean(route.access.mail));
      // Secrets at rest: sealing routes get a data key and Decrypt; mail routes Decrypt only (the SMTP password).
      const kms = actions.filter((a) => a.startsWith('kms:')).sort();
      if (route.access.secrets === 'seal') expect(kms, label).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
      else if (route.access.secrets === 'open' || route.access.mail) expect(kms, label).toEqual(['kms:Decrypt']);
      else expect(kms, label).toEqual([]);
      expect(actions, label).toEqual(
        expect.arrayContaining(['secretsmanager:GetSecretValue', 'logs:CreateLogStream', 'logs:PutLogEvents']),
      );
    }
  });
});
