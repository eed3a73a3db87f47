/**
 * API Gateway's route selection: literal segments beat `{param}`, which beat `{greedy+}`; no
 * trailing-slash normalisation; a known path with another method is no match (404).
 */
import type { GatewayRoute } from './types';

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

export interface CompiledRoute {
  route: GatewayRoute;
  method: string;
  segments: Segment[];
  /** Per segment: 0 literal, 1 param, 2 greedy. Lower sorts first = more specific. */
  rank: number[];
}

export interface RouteMatch {
  route: GatewayRoute;
  pathParameters: Record<string, string>;
}

const splitPath = (path: string): string[] => path.split('/').slice(1);

export function compileRoutes(routes: readonly GatewayRoute[]): CompiledRoute[] {
  const compiled = routes.map((route): CompiledRoute => {
    if (!route.path.startsWith('/')) throw new Error(`route ${route.id}: path must start with "/": ${route.path}`);
    const parts = splitPath(route.path);
    const segments = parts.map((part, i): Segment => {
      const greedy = /^\{([A-Za-z0-9_.-]+)\+\}$/.exec(part);
      if (greedy) {
        if (i !== parts.length - 1) throw new Error(`route ${route.id}: {${greedy[1]}+} must be the last segment`);
        return { kind: 'greedy', name: greedy[1]! };
      }
      const param = /^\{([A-Za-z0-9_.-]+)\}$/.exec(part);
      if (param) return { kind: 'param', name: param[1]! };
      if (part.includes('{') || part.includes('}')) throw new Error(`route ${route.id}: unsupported segment "${part}"`);
      return { kind: 'literal', value: part };
    });
    return {
      route,
      method: route.method.toUpperCase(),
      segments,
      rank: segments.map((s) => (s.kind === 'literal' ? 0 : s.kind === 'param' ? 1 : 2)),
    };
  });
  compiled.sort(compareSpecificity);
  return compiled;
}

function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const n = Math.min(a.rank.length, b.rank.length);
  for (let i = 0; i < n; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
  if (a.rank.length !== b.rank.length) return b.rank.length - a.rank.length; // longer = more specific
  if (a.method !== b.method) return a.method === 'ANY' ? 1 : b.method === 'ANY' ? -1 : 0;
  return 0;
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function matchPath(route: CompiledRoute, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  const { segments } = route;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0 || rest.join('/') === '') return null;
      params[seg.name] = rest.map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === 'literal') {
      if (safeDecode(part) !== seg.value) return null;
    } else {
      if (part === '') return null;
      params[seg.name] = safeDecode(part);
    }
  }
  return parts.length === segments.length ? params : null;
}

/** The most specific route for `method` + raw (still percent-encoded) `path`, or null (→ 404). */
export function matchRoute(compiled: readonly CompiledRoute[], method: string, rawPath: string): RouteMatch | null {
  const parts = splitPath(rawPath);
  const m = method.toUpperCase();
  for (const route of compiled) {
    if (route.method !== m && route.method !== 'ANY') continue;
    const params = matchPath(route, parts);
    if (params) return { route: route.route, pathParameters: params };
  }
  return null;
}

export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');
