/**
 * Rate limits key on the visitor, not on a CloudFront edge: the /api/* behaviour passes the
 * viewer's address to the API, and proves with a secret origin header that the request came
 * through the distribution (functions/lib/auth.ts `clientAddress`).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_KEY, VIEWER_ADDRESS_HEADER } from '../../functions/lib/client-address';
import { standardStack } from '../helpers/infra-stack';

const template = Template.fromStack(standardStack());
const config = () =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, any>;
const apiBehaviour = () => (config().CacheBehaviors as Array<Record<string, any>>).find((b) => b.PathPattern === '/api/*')!;
const logicalId = (ref: unknown) => (ref as { 'Fn::GetAtt'?: string[]; Ref?: string })['Fn::GetAtt']?.[0] ?? (ref as { Ref: string }).Ref;

describe('viewer address for the API', () => {
  it("writes the viewer's IP into X-Viewer-Address on every /api/* request, over whatever the client sent", () => {
    const association = (apiBehaviour().FunctionAssociations as Array<Record<string, any>>).find((a) => a.EventType === 'viewer-request')!;
    expect(association).toBeDefined();
    const fn = template.findResources('AWS::CloudFront::Function')[logicalId(association.FunctionARN)]!;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the CloudFront function's own source, as CloudFront does.
    const handler = new Function(`${fn.Properties.FunctionCode as string}; return handler;`)() as (e: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const request = handler({
      viewer: { ip: '198.51.100.7' },
      request: { uri: '/api/auth/login', method: 'POST', headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } }, querystring: {} },
    });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.7' });
  });

  it('forwards every viewer header but Host to the API, so X-Viewer-Address reaches it', () => {
    expect(apiBehaviour().OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
  });

  it('adds X-Origin-Verify from a generated secret (a dynamic reference, never a literal) to API requests only', () => {
    const origins = config().Origins as Array<Record<string, any>>;
    const apiOrigin = origins.find((o) => o.Id === apiBehaviour().TargetOriginId)!;
    const header = (apiOrigin.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>).find(
      (h) => h.HeaderName === ORIGIN_VERIFY_HEADER,
    )!;
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(`:SecretString:${ORIGIN_VERIFY_KEY}::}}`);
    for (const other of origins.filter((o) => o !== apiOrigin)) {
      expect(JSON.stringify(other.OriginCustomHeaders ?? [])).not.toContain(ORIGIN_VERIFY_HEADER);
    }
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    const origin = Object.entries(secrets).find(([, s]) => s.Properties.GenerateSecretString?.GenerateStringKey === ORIGIN_VERIFY_KEY);
    expect(origin).toBeDefined();
    expect(value).toContain(origin![0]);
  });

  it('tells every route function where the origin secret is and lets it read it', () => {
    const secretId = Object.entries(template.findResources('AWS::SecretsManager::Secret')).find(
      ([, s]) => s.Properties.GenerateSecretString?.GenerateStringKey === ORIGIN_VERIFY_KEY,
    )![0];
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter((f) => f.Metadata?.['marketplace:route']);
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secretId });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((p) => JSON.stringify(p.Properties.PolicyDocument));
    const roles = new Set(functions.map((f) => logicalId(f.Properties.Role)));
    for (const role of roles) {
      const reads = Object.values(template.findResources('AWS::IAM::Policy')).some(
        (p) =>
          (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === role) &&
          JSON.stringify(p.Properties.PolicyDocument).includes(secretId),
      );
      expect(reads, `${role} reads the origin secret`).toBe(true);
    }
    expect(policies.length).toBeGreaterThan(0);
  });
});
