/**
 * The marketplace's resources as one table: the main stack's and those of its nested route stacks
 * (infra/constructs/api.ts `ROUTE_STACKS`), with each nested stack's parameters replaced by what
 * the main stack passes in, so a route's integration points at the function's `Fn::GetAtt` as if
 * it were one template.
 */
import { Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { MarketplaceStack } from '../../infra/marketplace-stack';

export interface TemplateResource {
  Type: string;
  Properties: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
  DependsOn?: string | string[];
}
type Resources = Record<string, TemplateResource>;

function substitute(node: unknown, parameters: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((n) => substitute(n, parameters));
  if (node && typeof node === 'object') {
    const entries = Object.entries(node);
    if (entries.length === 1 && entries[0]![0] === 'Ref' && typeof entries[0]![1] === 'string' && entries[0]![1] in parameters) {
      return parameters[entries[0]![1]];
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, substitute(v, parameters)]));
  }
  return node;
}

/** Each nested route stack's own template resources, by audience stack id. */
export function routeStackResources(stack: MarketplaceStack): Map<string, Resources> {
  const out = new Map<string, Resources>();
  for (const nested of stack.api.routeStacks.values()) out.set(nested.node.id, Template.fromStack(nested).toJSON().Resources as Resources);
  return out;
}

/** The main stack's resources plus every nested route stack's, parameters resolved. */
export function allResources(stack: MarketplaceStack): Resources {
  const main = Template.fromStack(stack).toJSON().Resources as Resources;
  const merged: Resources = { ...main };
  for (const nested of stack.api.routeStacks.values()) {
    const id = Stack.of(stack).getLogicalId(nested.nestedStackResource as CfnResource);
    const parameters = (main[id]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const own = Template.fromStack(nested).toJSON().Resources as Resources;
    for (const [logicalId, resource] of Object.entries(own)) {
      if (logicalId in merged) throw new Error(`logical id ${logicalId} exists in two templates`);
      merged[logicalId] = substitute(resource, parameters) as TemplateResource;
    }
  }
  return merged;
}
